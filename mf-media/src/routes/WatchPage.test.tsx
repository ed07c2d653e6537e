import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { uiMessages } from '@cedar/shared/ui';
import { messages } from '../messages';
import { NOW, libraryVideo, libraryVideos } from '../test-support/fixtures';
import { libraryHandlers } from '../test-support/media-api';
import { MEDIA_SESSION } from '../test-support/session';
import WatchPage from './WatchPage';

const t = messages.watchPage;
// Full pages on a busy two-core machine.
jest.setTimeout(20_000);

function renderPage(handlers = libraryHandlers(libraryVideos)) {
  return renderWithPortal(<WatchPage now={NOW} />, { route: '/watch', handlers, session: MEDIA_SESSION });
}

describe('WatchPage', () => {
  it('shows Recently Added (8 newest), the list with MMDDYY dates and cards linking to the video page', async () => {
    renderPage();
    const added = await screen.findByRole('region', { name: t.recentlyAdded });
    expect(within(added).getAllByRole('link')).toHaveLength(8);
    const list = screen.getByRole('region', { name: t.allRecordings });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', `/media/${libraryVideos[0]!.uuid}`);
    expect(within(links[0]!).getByText('091326')).toBeInTheDocument();
    expect(within(links[0]!).getByText(t.newBadge)).toBeInTheDocument();
    // 5 days old: no badge.
    expect(within(links[2]!).queryByText(t.newBadge)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.recentlyViewed })).not.toBeInTheDocument();
  });

  it('shows Recently Viewed from the history and dims arrows under 5 videos', async () => {
    const history = [{ video_id: 3, created_date: new Date(NOW).toISOString() }];
    renderPage(libraryHandlers(libraryVideos, history));
    const viewed = await screen.findByRole('region', { name: t.recentlyViewed });
    expect(within(viewed).getAllByRole('link')).toHaveLength(1);
    expect(within(viewed).getByRole('button', { name: t.next })).toBeDisabled();
  });

  it('lists a day with recordings and shows the empty texts for a day without', async () => {
    renderPage();
    const calendar = await screen.findByRole('region', { name: t.calendar });
    expect(within(calendar).getByRole('button', { name: t.nextMonth })).toBeDisabled();
    // Today (14 September) has none.
    expect(within(calendar).getByText(t.emptyDay('Monday, September 14'))).toBeInTheDocument();
    expect(within(calendar).getByText(t.uploadDelay)).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Sunday, September 13, has recordings' }));
    expect(within(calendar).getByRole('link', { name: /Class 1:/ })).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: t.previousMonth }));
    expect(within(calendar).getByRole('button', { name: t.nextMonth })).toBeEnabled();
  });

  it('lists nothing when the cohort has no calendar ids, and drops other calendars', async () => {
    renderPage(libraryHandlers([...libraryVideos, libraryVideo(99, 1, { google_calendar_ids: ['other'] })], [], []));
    expect(await screen.findByText(t.noVideos)).toBeInTheDocument();
  });

  it('shows an error with Retry, not the empty texts, when the recordings fail to load; Retry loads them', async () => {
    let failing = true;
    renderPage([
      // Until Retry, the videos call fails; then the library's own handler answers.
      apiHandler('get', '/v1/videos/', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 503 }) : undefined,
      ),
      ...libraryHandlers(libraryVideos),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    // A failed load never reads as an empty library or an empty day.
    expect(screen.queryByText(t.noVideos)).not.toBeInTheDocument();
    expect(screen.queryByText(t.uploadDelay)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: uiMessages.retry }));
    const list = await screen.findByRole('region', { name: t.allRecordings });
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("searches the selected cohort's recordings above the carousels; a match links to its video at that second", async () => {
    const video = libraryVideos[0]!;
    const answer = {
      query: 'flexbox',
      total_videos: 1,
      results: [
        {
          video: { id: video.id, uuid: video.uuid, title: video.title, recording_start: null, thumbnail_cdn_url: null },
          matches: [{ start: 75.2, text: 'Flexbox lays out a row.' }],
          total_matches: 1,
        },
      ],
    };
    const cohorts: (string | null)[] = [];
    renderPage([
      ...libraryHandlers(libraryVideos),
      apiHandler('get', '/v1/videos/transcript-search', ({ request }) => {
        cohorts.push(new URL(request.url).searchParams.get('cohort_id'));
        return HttpResponse.json({ message: answer });
      }),
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchAll }), 'flexbox');
    const results = await screen.findByRole('list', { name: t.searchAll });
    // The library the page lists: the selected cohort's.
    expect(cohorts).toEqual([String(MEDIA_SESSION.selectedCohortId)]);
    expect(within(results).getByRole('link', { name: /^1:15 — Flexbox lays out a row\.$/ })).toHaveAttribute(
      'href',
      `/media/${video.uuid}?timestamp=75`,
    );
  });
});
