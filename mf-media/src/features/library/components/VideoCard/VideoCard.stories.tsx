import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NOW, libraryVideo } from '../../../../test-support/fixtures';
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
export const New: Story = {};
/** Older than 4 days: no badge. */
export const Older: Story = { args: { video: libraryVideo(2, 9) } };
/** No tags. */
export const NoTags: Story = { args: { video: libraryVideo(3, 9, { tags: [] }) } };
