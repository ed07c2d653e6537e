import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { myRequests } from '../../fixtures';
import { MySupportRequests } from './MySupportRequests';

const meta = {
  title: 'Dashboard/Support/My requests',
  component: MySupportRequests,
  args: { requests: myRequests, isLoading: false, timeZone: 'America/Chicago' },
  decorators: [
    (Story) => (
      <StoryFrame width="narrow">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof MySupportRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's requests: type, status and last update. */
export const Populated: Story = {};
/** A request the support team has answered: the latest reply shows under it. */
export const WithReply: Story = {
  args: {
    requests: [
      {
        ...myRequests[0]!,
        replies: [{ response: '<p>Try the closures chapter, then ping me.</p>', created_date: '2026-09-13T17:00:00Z' }],
      },
      ...myRequests.slice(1),
    ],
  },
};
/** While the requests load. */
export const Loading: Story = { args: { requests: undefined, isLoading: true } };
/** No request sent yet. */
export const Empty: Story = { args: { requests: [] } };
/** The requests could not load: Retry. */
export const Error: Story = { args: { requests: undefined, failed: true, onRetry: () => {} } };
