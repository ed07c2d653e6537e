import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { announcements, longAnnouncement, oddAnnouncement, shortAnnouncement } from '../../fixtures';
import { resetSeenAnnouncements } from '../../hooks/use-seen-announcements';
import { Announcements, AnnouncementsCard } from './AnnouncementsCard';

const t = messages.announcements;
const answer = (list: unknown) =>
  apiHandler('get', '/announcements', () => HttpResponse.json({ message: { announcements: list } }));

const seenBodies: unknown[] = [];
const seenHandler = apiHandler('post', '/announcements/seen', async ({ request }) => {
  seenBodies.push(await request.json());
  return HttpResponse.json({ message: { recorded: 1 } });
});

function renderBanner(handler = answer(announcements)) {
  return renderWithPortal(<Announcements />, { session: learnerSession(), handlers: [handler, seenHandler] });
}

beforeEach(() => {
  resetSeenAnnouncements();
  seenBodies.length = 0;
});

describe('Announcements', () => {
  it('shows a skeleton while loading, then the newest announcement with its byline', async () => {
    renderBanner(
      apiHandler('get', '/announcements', async () => {
        await delay(50);
        return HttpResponse.json({ message: { announcements } });
      }),
    );
    expect(screen.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Welcome to week 3! Office hours move to Thursday.')).toBeInTheDocument();
    expect(screen.getByText('Sam Okafor to SEBD September 2026 · 09/14/2026 @ 10:05AM CDT')).toBeInTheDocument();
  });

  it('reports the announcement it shows once, in one batched call for the cohort', async () => {
    renderBanner();
    await screen.findByText(/Welcome to week 3/);
    await waitFor(() => expect(seenBodies).toHaveLength(1), { timeout: 4000 });
    expect(seenBodies[0]).toEqual({ cohort_id: 7, announcement_ids: [announcements[0]!.id] });
  });

  it('asks for the cohort as §7 says', async () => {
    let query: URLSearchParams | null = null;
    renderBanner(
      apiHandler('get', '/announcements', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ message: { announcements: [shortAnnouncement] } });
      }),
    );
    await screen.findByText(/Welcome to week 3/);
    expect(Object.fromEntries(query!)).toEqual({ filtered: 'true', expand: 'cohorts', audience: '1', cohort_id: '7' });
  });

  it('shows nothing when the list is empty', async () => {
    renderBanner(answer([]));
    await act(() => delay(20));
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
  });

  // DECISIONS.md "Learner screens": a failed feed shows the panel's error with Retry, as every
  // other panel does, instead of hiding the banner as if there were no news.
  it('says when the call fails and loads again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBanner(
      apiHandler('get', '/announcements', () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ message: { announcements: [shortAnnouncement] } }),
      ),
    );
    const region = await screen.findByRole('region', { name: t.title });
    expect(await within(region).findByRole('alert')).toHaveTextContent(t.loadFailed);
    fail = false;
    await user.click(within(region).getByRole('button', { name: messages.panel.retry }));
    expect(await screen.findByText(/Welcome to week 3/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no arrows or dots for a single announcement', async () => {
    renderBanner(answer([shortAnnouncement]));
    await screen.findByText(/Welcome to week 3/);
    expect(screen.queryByRole('button', { name: t.next })).not.toBeInTheDocument();
  });

  it('steps with arrows that stop at the ends, and with dots', async () => {
    const user = userEvent.setup();
    renderBanner();
    await screen.findByText(/Welcome to week 3/);
    expect(screen.getByRole('button', { name: t.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(/Cedar to All Cohorts/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.goTo(3, 3) }));
    expect(screen.getByText(/Sam Okafor to Software Engineering Backend Development/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.goTo(3, 3) })).toHaveAttribute('aria-current', 'true');
  });

  it('reports each announcement as the carousel shows it, and batches them in one call', async () => {
    const user = userEvent.setup();
    renderBanner();
    await screen.findByText(/Welcome to week 3/);
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(screen.getByRole('button', { name: t.previous }));
    await waitFor(() => expect(seenBodies).toHaveLength(1), { timeout: 4000 });
    expect(seenBodies[0]).toEqual({ cohort_id: 7, announcement_ids: announcements.slice(0, 2).map((a) => a.id) });
  });

  it('toggles Read More and Read Less on a long body', async () => {
    const user = userEvent.setup();
    renderBanner(answer([longAnnouncement]));
    const more = await screen.findByRole('button', { name: t.readMore });
    await user.click(more);
    expect(screen.getByRole('button', { name: t.readLess })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the unknown date and audience texts', () => {
    renderWithPortal(<AnnouncementsCard announcements={[oddAnnouncement]} isLoading={false} timeZone="UTC" />);
    expect(screen.getByText('Sam Okafor to <Unknown> · <Unknown Date Value>')).toBeInTheDocument();
  });
});

describe('announcement rotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 10 s, wraps to the first, and stops after a click', async () => {
    renderWithPortal(<AnnouncementsCard announcements={announcements} isLoading={false} timeZone="UTC" />);
    const region = screen.getByRole('region', { name: t.title });
    const current = () => within(region).getByRole('button', { current: true });
    expect(current()).toHaveAccessibleName(t.goTo(1, 3));
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toHaveAccessibleName(t.goTo(2, 3));
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toHaveAccessibleName(t.goTo(1, 3));
    act(() => screen.getByRole('button', { name: t.goTo(2, 3) }).click());
    act(() => jest.advanceTimersByTime(30_000));
    expect(current()).toHaveAccessibleName(t.goTo(2, 3));
  });
});
