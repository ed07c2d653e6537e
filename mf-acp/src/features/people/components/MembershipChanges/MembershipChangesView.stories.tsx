import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MembershipChangesView } from './MembershipChangesView';

const meta = {
  title: 'Admin Console/People/Membership changes',
  component: MembershipChangesView,
  args: {
    formatTime: (iso: string) => new Date(iso).toUTCString(),
    changes: [
      {
        id: 2,
        actor_email: 'admin@cedar.test',
        member_email: 'learner@cedar.test',
        action: 'updated',
        changes: ['active', 'is_visible'],
        created_at: '2026-11-20T15:00:00.000Z',
      },
      {
        id: 1,
        actor_email: 'admin@cedar.test',
        member_email: 'first.last@school.academy',
        action: 'added',
        changes: ['role 1', 'new user'],
        created_at: '2026-11-19T09:30:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof MembershipChangesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest changes, newest first. */
export const WithChanges: Story = {};
/** No change recorded yet. */
export const NoChanges: Story = { args: { changes: [] } };
