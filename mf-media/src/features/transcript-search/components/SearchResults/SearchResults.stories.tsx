import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
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
