import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VideoUnavailable } from './VideoUnavailable';

const meta = {
  title: 'Media/Video/VideoUnavailable',
  component: VideoUnavailable,
} satisfies Meta<typeof VideoUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown or archived id: "This recording isn't available." and the link back to Watch. */
export const Unavailable: Story = {};
