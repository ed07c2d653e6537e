import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import { messages } from '../messages';
import type { Video, ViewHistoryEntry } from '../lib/types';
import { CALENDAR_ID, NOW, libraryVideos } from '../test-support/fixtures';
import { MEDIA_SESSION } from '../test-support/session';
import { searchAnswer } from '../features/transcript-search/fixtures';
import WatchPage from './WatchPage';

type Answer = 'populated' | 'pending' | 'failed';

interface WatchPageStoryArgs {
  /** How the library calls answer. */
  answer: Answer;
  videos: Video[];
  history: ViewHistoryEntry[];
  calendarIds: string[];
  /** What Search all recordings finds: the two recordings of the fixtures, or none. */
  search: 'found' | 'none';
}

/** Answers the page's SWR keys in place of the API, so the story runs without a server. */
function fakeLibraryApi({ answer, videos, history, calendarIds, search }: WatchPageStoryArgs): Middleware {
  const fake = async (key: unknown) => {
    const [kind, query] = key as readonly [string, unknown];
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'failed') throw new ApiError(500, 'Server error', null);
    if (kind === 'media-library') return { calendarIds, videos };
    if (kind === 'media-view-history') return history;
    if (kind === 'media-transcript-search')
      return search === 'found' ? { ...searchAnswer, query } : { query, results: [], total_videos: 0 };
    return null;
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake(key)) as unknown as typeof fetcher) : fetcher, config);
}

const t = messages.watchPage;
const viewed: ViewHistoryEntry[] = [3, 1, 6].map((id, i) => ({
  video_id: id,
  created_date: new Date(NOW - i * 3600_000).toISOString(),
}));

const meta = {
  title: 'Media/Pages/WatchPage',
  args: { answer: 'populated', videos: libraryVideos, history: viewed, calendarIds: [CALENDAR_ID], search: 'found' },
  parameters: { session: MEDIA_SESSION, route: '/watch' },
  // The fixtures are made around 14 September 2026: the page's clock is set there.
  render: (args) => (
    <SWRConfig value={{ use: [fakeLibraryApi(args)], provider: () => new Map() }}>
      <WatchPage now={NOW} />
    </SWRConfig>
  ),
} satisfies Meta<WatchPageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recently Added, Recently Viewed, the month calendar and the list of recordings. */
export const Populated: Story = {};
/** Skeletons while the library loads. */
export const Loading: Story = { args: { answer: 'pending' } };
/** No recordings in the cohort's calendars: the carousels do not show. */
export const EmptyLibrary: Story = { args: { videos: [], history: [] } };
/** The cohort has no calendars: the list is empty. */
export const NoCalendars: Story = { args: { videos: [], history: [], calendarIds: [] } };
/** The library could not load: the error with Retry, never the empty texts (DECISIONS, Learner screens). */
export const LibraryError: Story = { args: { answer: 'failed' } };
/** Never watched anything: no Recently Viewed carousel. */
export const NothingViewed: Story = { args: { history: [] } };
/** A calendar day with recordings, chosen: that day's recordings. */
export const CalendarDay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sunday, September 13, has recordings' }));
  },
};
/** A calendar day without recordings, chosen: 'No videos have been uploaded for …' and the upload delay. */
export const CalendarDayWithoutVideos: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Saturday, September 12' }));
    await canvas.findByText(t.uploadDelay);
  },
};
/** Search all recordings with results: the recordings that say it, each match linking to its second. */
export const SearchWithResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.searchAll }), 'request');
    await canvas.findByText(t.searchResults(2, 2));
  },
};
/** Search all recordings without results. */
export const SearchNoResults: Story = {
  args: { search: 'none' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.searchAll }), 'zebra');
    await canvas.findByText(t.searchNoResults('zebra'));
  },
};
/** Phone width: one card per carousel view with dots, the calendar under the list. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
