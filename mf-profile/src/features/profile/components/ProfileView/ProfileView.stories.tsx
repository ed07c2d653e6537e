import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  FIXED_NOW,
  brokenImageProfile,
  learnerProfile,
  learnerViewer,
  minimalProfile,
  ownerViewer,
  staffProfile,
  staffViewer,
} from '../../fixtures';
import { ProfileView } from './ProfileView';

const meta = {
  title: 'Profile/ProfileView',
  component: ProfileView,
  args: { profile: learnerProfile, viewer: ownerViewer, now: FIXED_NOW },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana on her own profile: Edit Profile, and her own focus time. */
export const OwnProfile: Story = {};

/** A learner looks at a staff member: Slack and e-mail buttons, no focus time. */
export const OthersProfileLearnerViewer: Story = { args: { profile: staffProfile, viewer: learnerViewer } };

/** A staff viewer sees a learner's Focus Time & Work Schedule. */
export const StaffViewerWithFocusTime: Story = { args: { profile: learnerProfile, viewer: staffViewer } };

/** Only the required fields: every empty section is hidden. */
export const MinimalProfile: Story = { args: { profile: minimalProfile, viewer: staffViewer } };

/** No picture: the avatar shows the initials. */
export const NoImage: Story = { args: { profile: { ...learnerProfile, user_image_url: null }, viewer: learnerViewer } };

/** The picture no longer loads: the fallback image shows. */
export const BrokenImage: Story = { args: { profile: brokenImageProfile, viewer: learnerViewer } };

/** The owner hides where they live but shows their time zone. */
export const LocationHidden: Story = {
  args: { profile: { ...learnerProfile, user_show_location: false }, viewer: staffViewer },
};

/** At phone width (375 px). */
export const Mobile: Story = {
  args: { profile: learnerProfile, viewer: staffViewer },
  globals: { viewport: { value: 'mobile1' } },
};
