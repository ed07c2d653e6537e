import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { VideoCarousel } from './VideoCarousel';

const meta = {
  title: 'Media/Watch/VideoCarousel',
  component: VideoCarousel,
  args: { title: 'Recently Added', videos: libraryVideos.slice(0, 8), now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof VideoCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 8 newest; items per view follow the window width, dots on narrow screens. */
export const RecentlyAdded: Story = {};
/** Fewer than 5 videos: the arrows dim. */
export const FewVideos: Story = { args: { title: 'Recently Viewed', videos: libraryVideos.slice(0, 3) } };
/** Empty: the carousel is not shown at all. */
export const Empty: Story = { args: { videos: [] } };
