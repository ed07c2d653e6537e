import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Shell/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting with the first name; the bar fills over 10 s and the message changes at 6 s. */
export const Welcome: Story = { args: { firstName: 'Ada' } };
/** Before the first name is known. */
export const NameUnknown: Story = { args: { firstName: null } };
