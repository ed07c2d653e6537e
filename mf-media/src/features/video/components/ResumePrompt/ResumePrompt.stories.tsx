import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResumePrompt } from './ResumePrompt';

const meta = {
  title: 'Media/Video/ResumePrompt',
  component: ResumePrompt,
  args: { at: 754, onResume: () => {}, onDismiss: () => {} },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ResumePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stopped 12:34 in. */
export const MinutesIn: Story = {};
/** Past an hour: h:mm:ss. */
export const PastAnHour: Story = { args: { at: 3725 } };
