import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { MEDIA_SESSION } from '../../../../test-support/session';
import { searchAnswer } from '../../fixtures';
import { LibrarySearch } from './LibrarySearch';

const t = messages.watchPage;
jest.setTimeout(20_000);

function renderSearch(resolver: (q: string) => Response | Promise<Response>, cohortId: number | null = 7) {
  const asked: string[] = [];
  const cohorts: (string | null)[] = [];
  const handlers = [
    apiHandler('get', '/v1/videos/transcript-search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q')!;
      asked.push(q);
      cohorts.push(params.get('cohort_id'));
      return resolver(q);
    }),
  ];
  renderWithPortal(<LibrarySearch cohortId={cohortId} timeZone="UTC" />, {
    route: '/watch',
    handlers,
    session: MEDIA_SESSION,
  });
  return { asked, cohorts, box: screen.getByRole('searchbox', { name: t.searchAll }) };
}

describe('LibrarySearch', () => {
  it('searches once typing pauses and lists matches grouped by recording, linking to their second', async () => {
    const { asked, cohorts, box } = renderSearch((q) => HttpResponse.json({ message: { ...searchAnswer, query: q } }));
    await userEvent.type(box, 'Request');
    const list = await screen.findByRole('list', { name: t.searchAll });
    // One call for the settled text, not one per key, in the cohort's library only.
    expect(asked).toEqual(['Request']);
    expect(cohorts).toEqual(['7']);
    expect(screen.getByRole('status')).toHaveTextContent(t.searchResults(2, 2));
    const [first, second] = within(list).getAllByRole('heading', { level: 3 });
    expect(first).toHaveTextContent('Lecture: HTTP requests and responses');
    expect(second).toHaveTextContent(t.untitled);
    expect(within(list).getByText('Sep 13, 2026')).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/media/lib-00012-intro-to-http?timestamp=4');
    expect(links[0]).toHaveTextContent('0:04 — A browser sends a request with a method and a path.');
    expect(links[1]).toHaveAttribute('href', '/media/lib-00012-intro-to-http?timestamp=754');
    expect(links[1]).toHaveTextContent(/^12:34 — /);
    expect(within(links[0]!).getByText('request', { selector: 'mark' })).toBeInTheDocument();
    expect(within(list).getByText(t.moreMatches(5))).toBeInTheDocument();
  });

  it("searches the page's cohort; without one, all of the caller's recordings", async () => {
    const { cohorts, box } = renderSearch((q) => HttpResponse.json({ message: { ...searchAnswer, query: q } }), null);
    await userEvent.type(box, 'request');
    await screen.findByRole('list', { name: t.searchAll });
    expect(cohorts).toEqual([null]);
  });

  it('asks nothing under 2 characters and gives the hint', async () => {
    const { asked, box } = renderSearch(() => HttpResponse.json({ message: searchAnswer }));
    await userEvent.type(box, ' a ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.searchAllHint));
    // Well past the pause that would have sent it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(asked).toEqual([]);
  });

  it('says when no recording mentions it', async () => {
    const { box } = renderSearch((q) => HttpResponse.json({ message: { query: q, results: [], total_videos: 0 } }));
    await userEvent.type(box, 'kubernetes');
    expect(await screen.findByText(t.searchNoResults('kubernetes'))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t.searchAll })).not.toBeInTheDocument();
  });

  it('shows the search in progress, then offers Retry after a failure', async () => {
    let fail = true;
    let release: () => void = () => {};
    const { asked, box } = renderSearch(async (q) => {
      if (fail) return HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 });
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ message: { ...searchAnswer, query: q } });
    });
    await userEvent.type(box, 'request');
    expect(await screen.findByText(t.searchFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.searching)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: t.searchAll })).toBeInTheDocument();
    expect(asked).toEqual(['request', 'request']);
  });
});
