import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { storyTranscript, storyVideo } from '../../story-data';
import { TranscriptDownload } from './TranscriptDownload';

const meta = {
  title: 'Media/Video/TranscriptDownload',
  component: TranscriptDownload,
  // The chosen file shows under Actions instead of downloading.
  args: { title: storyVideo.title, rows: storyTranscript, onSave: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TranscriptDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button. */
export const Closed: Story = {};
/** The menu open: Subtitles (.vtt) and Text with times (.txt). */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download transcript' }));
  },
};
