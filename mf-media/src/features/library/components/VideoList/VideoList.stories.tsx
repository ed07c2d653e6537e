import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NOW, libraryVideos } from '../../../../test-support/fixtures';
import { VideoList } from './VideoList';

const meta = {
  title: 'Media/Watch/VideoList',
  component: VideoList,
  args: { videos: libraryVideos, now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof VideoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every recording, newest first, with MMDDYY dates. */
export const Recordings: Story = {};
/** A library longer than a page: Show more recordings adds the next page. */
export const ManyRecordings: Story = {
  args: {
    videos: Array.from({ length: 60 }, (_, i) => ({
      ...libraryVideos[i % libraryVideos.length]!,
      id: i + 1,
      uuid: `story-${i}`,
    })),
  },
};
/** No calendar ids or no videos. */
export const Empty: Story = { args: { videos: [] } };
