import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProfileActions } from './ProfileActions';

const meta = {
  title: 'Profile/ProfileActions',
  component: ProfileActions,
  args: {
    isOwnProfile: false,
    editPath: '/profile/learner/editprofile',
    email: 'sam.okafor@cedar.test',
    slackId: 'U0SAM',
  },
} satisfies Meta<typeof ProfileActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another person with a Slack id and an e-mail. */
export const OthersProfile: Story = {};
/** Another person without a Slack id: only Send an Email. */
export const WithoutSlack: Story = { args: { slackId: null } };
/** One's own profile, as a learner. */
export const OwnProfileLearner: Story = { args: { isOwnProfile: true } };
/** One's own profile, with admin access: the staff edit page. */
export const OwnProfileStaff: Story = { args: { isOwnProfile: true, editPath: '/acp/staff/editprofile' } };
