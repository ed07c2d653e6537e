import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LIMITS } from '@cedar/shared/domain';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Shell/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting with the first name; the bar fills over 10 s and the message changes at 6 s. */
export const Welcome: Story = { args: { firstName: 'Ada' } };
/** Before any first name is known (the sign-in token carried none). */
export const NameUnknown: Story = { args: { firstName: null } };
/** Past 6 s: the message has changed to "Let's go!" and the bar keeps filling. */
export const LetsGo: Story = {
  args: { firstName: 'Ada' },
  // startedAt is read on mount, so the story computes it when it renders.
  render: (args) => <LoadingScreen {...args} startedAt={Date.now() - LIMITS.loaderMessageChangeMs - 1000} />,
};
/** A wait longer than 10 s: the bar stays full with "Let's go!" until the page is there. */
export const BarFull: Story = {
  args: { firstName: 'Ada' },
  render: (args) => <LoadingScreen {...args} startedAt={Date.now() - LIMITS.loaderProgressMs - 1000} />,
};
