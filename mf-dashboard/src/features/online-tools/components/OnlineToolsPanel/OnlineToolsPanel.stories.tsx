import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryFrame } from '../../../../test-support/StoryFrame';
import { webtools } from '../../fixtures';
import { OnlineToolsPanel } from './OnlineToolsPanel';

const meta = {
  title: 'Dashboard/Online Tools',
  component: OnlineToolsPanel,
  args: { tools: webtools, isLoading: false },
  decorators: [
    (Story) => (
      <StoryFrame width="narrow">
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof OnlineToolsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cohort's tools; Figma's logo is broken and shows the default image. */
export const Populated: Story = {};
/** While the tools load. */
export const Loading: Story = { args: { tools: undefined, isLoading: true } };
/** No tool assigned. */
export const Empty: Story = { args: { tools: [] } };
/** The tools could not load: Retry. */
export const Error: Story = { args: { tools: undefined, failed: true, onRetry: () => {} } };
