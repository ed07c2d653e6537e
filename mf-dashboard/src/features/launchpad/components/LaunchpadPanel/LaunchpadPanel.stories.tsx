import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { NOW, bareLaunchpad, launchpad, startedLaunchpad } from '../../fixtures';
import { LaunchpadPanel } from './LaunchpadPanel';

const meta = {
  title: 'Dashboard/Launchpad',
  component: LaunchpadPanel,
  args: { launchpad, isLoading: false, now: NOW, timeZone: 'America/Chicago' },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof LaunchpadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A prestart course: hero image, '6 days remaining', Launch Course. */
export const Populated: Story = {};
/** The course started: 'class started 4 days ago'. */
export const Started: Story = { args: { launchpad: startedLaunchpad } };
/** No hero image and no course page: a plain banner, Launch Course disabled. */
export const Bare: Story = { args: { launchpad: bareLaunchpad } };
/** While the launchpad loads. */
export const Loading: Story = { args: { launchpad: undefined, isLoading: true } };
/** No launchpad course. */
export const Empty: Story = { args: { launchpad: null } };
/** The launchpad could not load: Retry. */
export const Error: Story = { args: { launchpad: undefined, failed: true, onRetry: () => {} } };
