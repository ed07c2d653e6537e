import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { brokenImageProfile, learnerProfile, minimalProfile, staffProfile } from '../../fixtures';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: { profile: learnerProfile, isOwnProfile: true, editPath: '/profile/learner/editprofile' },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One's own header: Edit Profile. */
export const OwnProfile: Story = {};
/** Another person's header: Message on Slack and Send an Email; the picture explains who can change it. */
export const OthersProfile: Story = { args: { profile: staffProfile, isOwnProfile: false } };
/** No picture, no pronouns, no Slack id. */
export const NoImage: Story = { args: { profile: minimalProfile, isOwnProfile: false } };
/** A picture that fails to load. */
export const BrokenImage: Story = { args: { profile: brokenImageProfile, isOwnProfile: false } };
