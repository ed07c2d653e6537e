import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor } from 'storybook/test';
import { DEFAULT_THUMBNAIL_SRC } from '../../../../components/Thumbnail/default-thumbnail';
import { BROKEN_THUMBNAIL_SRC, NOW, THUMBNAIL_SRC, libraryVideo } from '../../../../test-support/fixtures';
import { VideoCard } from './VideoCard';

const meta = {
  title: 'Media/Watch/VideoCard',
  component: VideoCard,
  // The portal's router comes from the Storybook preview; a second one would throw.
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { video: libraryVideo(1, 1), now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under 4 days old: the 'new' badge; up to 3 tags, shortest first. */
export const New: Story = { args: { video: libraryVideo(1, 1, { thumbnail_cdn_url: THUMBNAIL_SRC }) } };
/** Older than 4 days: no badge. */
export const Older: Story = { args: { video: libraryVideo(2, 9, { thumbnail_cdn_url: THUMBNAIL_SRC }) } };
/** No tags. */
export const NoTags: Story = { args: { video: libraryVideo(3, 9, { tags: [] }) } };
/** No thumbnail: the default image (§8). */
export const NoThumbnail: Story = { args: { video: libraryVideo(4, 9) } };
/** The thumbnail fails to load (an expired signed link, say): the default image takes its place (§8). */
export const BrokenThumbnail: Story = {
  args: { video: libraryVideo(5, 9, { thumbnail_cdn_url: BROKEN_THUMBNAIL_SRC }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC));
  },
};
