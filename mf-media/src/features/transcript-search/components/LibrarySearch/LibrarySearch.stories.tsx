import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import { searchAnswer } from '../../fixtures';
import { LibrarySearch } from './LibrarySearch';

type Answer = 'found' | 'pending' | 'failed' | 'none';

/** Answers the search's SWR key in place of the API, so the story runs without a server. */
function fakeSearchApi(answer: Answer): Middleware {
  const fake = async (key: unknown) => {
    const [, query] = key as readonly [string, string];
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'failed') throw new ApiError(500, 'Server error', null);
    return answer === 'none' ? { query, results: [], total_videos: 0 } : { ...searchAnswer, query };
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake(key)) as unknown as typeof fetcher) : fetcher, config);
}

const meta = {
  title: 'Media/Watch/LibrarySearch',
  component: LibrarySearch,
  args: { cohortId: 7, timeZone: 'UTC', answer: 'found' as Answer },
  render: ({ answer, ...props }) => (
    <SWRConfig value={{ use: [fakeSearchApi(answer)], provider: () => new Map() }}>
      <div style={{ maxWidth: 720 }}>
        <LibrarySearch {...props} />
      </div>
    </SWRConfig>
  ),
} satisfies Meta<ComponentProps<typeof LibrarySearch> & { answer: Answer }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type "request" (or anything of 2+ characters): the results, grouped by recording. */
export const Results: Story = {};
/** Type anything: the search never answers. */
export const Loading: Story = { args: { answer: 'pending' } };
/** Type anything: no recording says it. */
export const NoResults: Story = { args: { answer: 'none' } };
/** Type anything: the search fails and offers Retry. */
export const Failed: Story = { args: { answer: 'failed' } };
