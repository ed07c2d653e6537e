import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { NOW, libraryVideo } from '../../../../test-support/fixtures';
import { VideoCard } from './VideoCard';

const meta = {
  title: 'Media/Watch/VideoCard',
  component: VideoCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </MemoryRouter>
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
