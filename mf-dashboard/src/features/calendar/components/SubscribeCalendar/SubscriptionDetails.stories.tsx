import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SubscriptionDetails } from './SubscriptionDetails';
import { StoryFrame } from '../../../../test-support/StoryFrame';

const made = {
  active: true,
  created_at: '2026-09-10T12:00:00Z',
  url: 'https://cedar.example/calendar/4f9c2e.ics',
  webcal_url: 'webcal://cedar.example/calendar/4f9c2e.ics',
};

const meta = {
  title: 'Dashboard/Classes & Events/Subscribe to calendar',
  component: SubscriptionDetails,
  args: {
    subscription: null,
    revoked: false,
    busy: false,
    timeZone: 'America/Chicago',
    onCreate: () => {},
    onRevoke: () => {},
  },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof SubscriptionDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: what a feed is, and Create. */
export const NoLink: Story = {};
/** Creating the link. */
export const Creating: Story = { args: { busy: true } };
/** A link just made: shown once, with Copy Link and Open in calendar app. */
export const JustMade: Story = { args: { subscription: made } };
/** A link made earlier: its URL is not shown again; make a new one or revoke it. */
export const Active: Story = { args: { subscription: { active: true, created_at: made.created_at } } };
/** Just revoked. */
export const Revoked: Story = { args: { revoked: true } };
/** The link could not be read: only the failure, with Retry. */
export const LoadFailed: Story = { args: { loadFailed: true } };
/** Making or revoking the link failed: the details stay, with the failure under them. */
export const Failed: Story = {
  args: { subscription: { active: true, created_at: made.created_at }, changeFailed: true },
};
