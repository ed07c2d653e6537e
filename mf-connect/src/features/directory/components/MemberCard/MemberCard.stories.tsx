import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DIRECTORY_MEMBERS, DIRECTORY_NOW } from '../../test-support/directory-fixtures';
import { MemberCard } from './MemberCard';

const [coach, facilitator, ana, ben, cai] = DIRECTORY_MEMBERS;

const meta = {
  title: 'Connect/MemberCard',
  component: MemberCard,
  args: { member: ana!, starred: false, onToggleStar: () => {}, now: DIRECTORY_NOW },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner online, recently updated, with location, time zone and local time. */
export const LearnerOnlineUpdated: Story = {};
/** A starred learner. */
export const Starred: Story = { args: { starred: true } };
/** A learner never seen online, who shows no location or time zone. */
export const LearnerOffline: Story = { args: { member: ben! } };
/** A learner whose picture fails to load: the fallback picture. */
export const BrokenPicture: Story = { args: { member: cai! } };
/** A coach: the role title bar. */
export const Coach: Story = { args: { member: coach! } };
/** A facilitator last seen yesterday. */
export const StaffLastSeen: Story = { args: { member: facilitator! } };
/** A card with the focus-time overlap line. */
export const FocusOverlap: Story = { args: { overlapLine: 'Also focuses Tue and Thu evenings' } };
