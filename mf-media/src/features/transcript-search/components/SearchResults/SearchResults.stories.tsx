import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, waitFor } from 'storybook/test';
import { DEFAULT_THUMBNAIL_SRC } from '../../../../components/Thumbnail/default-thumbnail';
import { BROKEN_THUMBNAIL_SRC, THUMBNAIL_SRC } from '../../../../test-support/fixtures';
import { searchAnswer } from '../../fixtures';
import { SearchResults } from './SearchResults';

const meta = {
  title: 'Media/Watch/SearchResults',
  component: SearchResults,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { state: { kind: 'found', query: 'request', answer: searchAnswer }, timeZone: 'UTC' },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Videos newest first; each match links to its second, the searched text marked; more matches counted. */
export const Results: Story = {};
/** Nothing typed: nothing shown. */
export const Idle: Story = { args: { state: { kind: 'idle', tooShort: false } } };
/** One character typed: the hint. */
export const TooShort: Story = { args: { state: { kind: 'idle', tooShort: true } } };
/** While the recordings are searched. */
export const Loading: Story = { args: { state: { kind: 'loading', query: 'request' } } };
/** No recording says it. */
export const NoResults: Story = {
  args: {
    state: { kind: 'found', query: 'kubernetes', answer: { query: 'kubernetes', results: [], total_videos: 0 } },
  },
};
/** The search failed: Retry. */
export const Failed: Story = { args: { state: { kind: 'failed', query: 'request', onRetry: fn() } } };
/** More recordings match than are shown. */
export const ManyRecordings: Story = {
  args: { state: { kind: 'found', query: 'request', answer: { ...searchAnswer, total_videos: 37 } } },
};

const [first, second] = searchAnswer.results;
/** Thumbnails: the first loads; the second's link fails and the default image takes its place (§8). */
export const Thumbnails: Story = {
  args: {
    state: {
      kind: 'found',
      query: 'request',
      answer: {
        ...searchAnswer,
        results: [
          { ...first!, video: { ...first!.video, thumbnail_cdn_url: THUMBNAIL_SRC } },
          { ...second!, video: { ...second!.video, thumbnail_cdn_url: BROKEN_THUMBNAIL_SRC } },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')[1]).toHaveAttribute('src', DEFAULT_THUMBNAIL_SRC));
  },
};
