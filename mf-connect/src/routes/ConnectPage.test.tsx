import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type DirectoryMember, writeDirectory } from '@cedar/shared/contract';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { directoryMessages as t } from '../features/directory/messages';
import { DIRECTORY_MEMBERS } from '../features/directory/test-support/directory-fixtures';
import { FAVORITE_SAVE_DELAY_MS } from '../features/directory/hooks/use-star-toggles';
import { DIRECTORY_POLL_MS } from '../features/directory/api/get-directory';
import { COHORT_ID, membership } from '../test-support/fixtures';
import ConnectPage from './ConnectPage';

interface FakeDirectory {
  members: DirectoryMember[];
  history: string[];
  requests: { method: string; url: string; body: unknown }[];
  failFavorites: boolean;
  failDirectory?: boolean;
  /** Search answers wait for this (a slow network). */
  holdSearch?: Promise<void>;
}

function directoryApi(fake: FakeDirectory) {
  const log = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json();
    fake.requests.push({ method: request.method, url: request.url, body });
    return body;
  };
  return [
    apiHandler('get', `/v1/cohort/${COHORT_ID}/directory`, async ({ request }) => {
      await log(request);
      if (fake.failDirectory) return HttpResponse.json({ statusCode: 503, message: 'failed' }, { status: 503 });
      const search = new URL(request.url).searchParams.get('search');
      if (search) await fake.holdSearch;
      const members = search ? fake.members.filter((m) => m.location?.includes(search)) : fake.members;
      return HttpResponse.json({
        message: writeDirectory({ cohort_id: COHORT_ID, cohort_name: 'Cohort A', search }, members),
      });
    }),
    apiHandler('get', '/v1/searchhistory', () =>
      HttpResponse.json({
        message: { searches: fake.history.map((s) => ({ search_value: s, searched_at: '2026-11-25T10:00:00Z' })) },
      }),
    ),
    apiHandler('post', '/v1/searchhistory', async ({ request }) => {
      const body = (await log(request)) as { search_value: string };
      fake.history = [body.search_value, ...fake.history.filter((s) => s !== body.search_value)].slice(0, 5);
      return HttpResponse.json({
        message: { searches: fake.history.map((s) => ({ search_value: s, searched_at: '2026-11-25T10:00:00Z' })) },
      });
    }),
    apiHandler('patch', '/v1/favorites', async ({ request }) => {
      await log(request);
      if (fake.failFavorites) return HttpResponse.json({ statusCode: 500, message: 'failed' }, { status: 500 });
      return HttpResponse.json({ message: { user_favorite_profiles: [] } });
    }),
  ];
}

function renderPage(fake: FakeDirectory) {
  return renderWithPortal(<ConnectPage />, {
    session: { memberships: [membership()] },
    handlers: directoryApi(fake),
  });
}

const fresh = (): FakeDirectory => ({
  members: DIRECTORY_MEMBERS,
  history: ['coach'],
  requests: [],
  failFavorites: false,
});
const saves = (fake: FakeDirectory) => fake.requests.filter((r) => r.method === 'PATCH');

describe('ConnectPage', () => {
  // Whole-page journeys with several searches: more than jest's 5 s on a busy machine.
  jest.setTimeout(20_000);
  afterEach(() => jest.useRealTimers());

  it('lists the cohort, then a search result that turns the toggles off and is remembered', async () => {
    const fake = fresh();
    renderPage(fake);
    expect(await screen.findByRole('heading', { name: t.cohortHeading('Cohort A', 5) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: t.onlineNow }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: t.starred }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.type(screen.getByRole('combobox', { name: t.searchLabel }), 'Austin{Enter}');
    expect(await screen.findByRole('heading', { name: t.resultsHeading('Austin', 1) })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t.onlineNow })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: t.starred })).not.toBeChecked();
    await waitFor(() => expect(fake.history[0]).toBe('Austin'));
    await userEvent.click(screen.getByRole('button', { name: t.clearResults }));
    expect(await screen.findByRole('heading', { name: t.cohortHeading('Cohort A', 5) })).toBeInTheDocument();
  });

  it('stars at once and saves a burst of clicks in one request after the delay', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fake = fresh();
    renderPage(fake);
    const ben = within(await screen.findByRole('article', { name: 'Ben Kim' }));
    const cai = within(screen.getByRole('article', { name: 'Cai Ng' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(ben.getByRole('button', { name: t.star('Ben Kim') }));
    await user.click(cai.getByRole('button', { name: t.star('Cai Ng') }));
    await user.click(cai.getByRole('button', { name: t.star('Cai Ng') }));
    expect(ben.getByRole('button', { name: t.star('Ben Kim') })).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(FAVORITE_SAVE_DELAY_MS - 100));
    expect(saves(fake)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(saves(fake)).toHaveLength(1));
    expect(saves(fake)[0]!.body).toEqual({
      add: [{ user_email: 'ben@cedar.test' }],
      remove: [{ user_email: 'cai@cedar.test' }],
    });
    expect(FAVORITE_SAVE_DELAY_MS).toBe(3000);
  });

  it('saves at once when the page is hidden', async () => {
    const fake = fresh();
    renderPage(fake);
    await userEvent.click(await screen.findByRole('button', { name: t.star('Ben Kim') }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(saves(fake)).toHaveLength(1));
  });

  it('puts the star back and says so when the save fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fake = { ...fresh(), failFavorites: true };
    renderPage(fake);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const star = await screen.findByRole('button', { name: t.star('Ana Lopez') });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(FAVORITE_SAVE_DELAY_MS));
    expect(await screen.findByText(t.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.star('Ana Lopez') })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the cards on screen when a presence poll fails, and shows the error only with nothing to show', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fake = fresh();
    renderPage(fake);
    expect(await screen.findByRole('heading', { name: t.cohortHeading('Cohort A', 5) })).toBeInTheDocument();
    const polls = () => fake.requests.filter((r) => r.method === 'GET').length;
    const before = polls();
    fake.failDirectory = true;
    act(() => jest.advanceTimersByTime(DIRECTORY_POLL_MS));
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(t.loadError)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // A search has nothing to show until it answers: its failure is the error state.
    await userEvent.type(screen.getByRole('combobox', { name: t.searchLabel }), 'Austin{Enter}');
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
  });

  it('keeps what is typed in the search box while a search is loading', async () => {
    let answer = () => {};
    const fake = { ...fresh(), holdSearch: new Promise<void>((resolve) => (answer = resolve)) };
    renderPage(fake);
    expect(await screen.findByRole('heading', { name: t.cohortHeading('Cohort A', 5) })).toBeInTheDocument();
    const box = () => screen.getByRole('combobox', { name: t.searchLabel });
    await userEvent.type(box(), 'Austin{Enter}');
    expect(box()).toHaveValue('Austin');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Lagos');
    act(() => answer());
    expect(await screen.findByRole('heading', { name: t.resultsHeading('Austin', 1) })).toBeInTheDocument();
    expect(box()).toHaveValue('Lagos');
  });
});
