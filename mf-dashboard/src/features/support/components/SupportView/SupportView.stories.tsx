import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { supportTeam } from '@cedar/shared/domain';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { myRequests, team } from '../../fixtures';
import { MySupportRequests } from '../MySupportRequests/MySupportRequests';
import { SupportView } from './SupportView';

const meta = {
  title: 'Dashboard/Support',
  component: SupportView,
  args: {
    team: supportTeam(team),
    isLoading: false,
    onRequestSupport: () => {},
    myRequests: <MySupportRequests requests={myRequests} isLoading={false} timeZone="America/Chicago" />,
  },
  decorators: [
    (Story) => (
      <StoryFrame width="narrow">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof SupportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The team in display order (Senior Software Engineer, Facilitator, advisors), by role UI names, a broken picture, Request Support, My requests. */
export const Populated: Story = {};
/** While the team loads. */
export const Loading: Story = {
  args: {
    team: undefined,
    isLoading: true,
    myRequests: <MySupportRequests requests={undefined} isLoading timeZone="America/Chicago" />,
  },
};
/** No support team for the course. */
export const Empty: Story = {
  args: { team: [], myRequests: <MySupportRequests requests={[]} isLoading={false} timeZone="America/Chicago" /> },
};
/** The team could not load: Retry. */
export const Error: Story = {
  args: {
    team: undefined,
    failed: true,
    onRetry: () => {},
    myRequests: (
      <MySupportRequests requests={undefined} isLoading={false} failed onRetry={() => {}} timeZone="America/Chicago" />
    ),
  },
};
