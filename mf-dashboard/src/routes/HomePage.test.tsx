import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { resetRemoteComponents, resetRemoteRegistry } from '@cedar/shared/federation';
import { messages } from '../messages';
import { dashboardHandlers } from '../test-support/dashboard-api';
import { learnerSession } from '../test-support/session';
import HomePage from './HomePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

// Each widget renders a region named after its module and shows the props it was given.
const widgetProps: Record<string, unknown> = {};
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
  default: function Widget({ onSettled, ...props }: { onSettled?(): void }) {
    widgetProps[id] = props;
    useEffect(() => onSettled?.(), [onSettled]);
    return (
      <section aria-label={id}>
        <h2>{id}</h2>
      </section>
    );
  },
}));

const hidden = { hidden: true } as const;
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

function renderHome(
  options: { route?: string; prestart?: boolean; profileUpdated?: string | null; wait?: number } = {},
) {
  const { route = '/', prestart = false, profileUpdated = '2026-09-01T12:00:00Z', wait = 0 } = options;
  return renderWithPortal(<HomePage />, {
    route,
    session: learnerSession({ prestart, user: { user_profile_updated_date: profileUpdated } }),
    handlers: dashboardHandlers(wait),
  });
}

const regionNames = () =>
  screen
    .getAllByRole('region')
    .map(
      (region) =>
        region.getAttribute('aria-label') ??
        document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent,
    )
    .filter((name) => name !== messages.support.myRequests);

function setSmallScreen(small: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: small,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  resetRemoteComponents();
  resetRemoteRegistry();
});

describe('HomePage', () => {
  it('lays out desktop columns: Online Tools, Study Session, Support; then My Courses, Classes & Events', async () => {
    renderHome();
    await screen.findByRole('region', { name: 'connect/StudySessionCard' });
    await screen.findByText(/Welcome to week 3/);
    expect(regionNames()).toEqual([
      messages.announcements.title,
      messages.onlineTools.title,
      'connect/StudySessionCard',
      messages.support.title,
      messages.courses.title,
      messages.calendar.title,
    ]);
    expect(screen.getByRole('heading', { level: 1, name: messages.homePage.title })).toBeInTheDocument();
    expect(widgetProps['connect/StudySessionCard']).toEqual({ cohortId: 7, prestart: false });
  });

  it('stacks one column on small screens in the spec order', async () => {
    setSmallScreen(true);
    renderHome();
    await screen.findByRole('region', { name: 'connect/StudySessionCard' });
    await screen.findByText(/Welcome to week 3/);
    expect(regionNames()).toEqual([
      messages.announcements.title,
      messages.onlineTools.title,
      messages.courses.title,
      messages.calendar.title,
      'connect/StudySessionCard',
      messages.support.title,
    ]);
  });

  it('shows the launchpad and the Classmates panel for a prestart course', async () => {
    renderHome({ prestart: true });
    expect(await screen.findByRole('heading', { name: 'Front End Launch' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'connect/ClassmatesPanel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.courses.title })).not.toBeInTheDocument();
    expect(widgetProps['connect/StudySessionCard']).toEqual({ cohortId: 4, prestart: true });
    expect(widgetProps['connect/ClassmatesPanel']).toEqual({ cohortId: 4 });
  });

  it('is fully loaded once every slot has answered, and only then asks for a profile', async () => {
    const { container } = renderHome({ profileUpdated: null, wait: 50 });
    const page = container.querySelector('[data-dashboard-loaded]')!;
    expect(page).toHaveAttribute('data-dashboard-loaded', 'false');
    expect(screen.queryByRole('dialog', hidden)).not.toBeInTheDocument();
    await waitFor(() => expect(page).toHaveAttribute('data-dashboard-loaded', 'true'), SLOW);
    const dialog = await screen.findByRole('dialog', hidden, SLOW);
    expect(within(dialog).getByText(messages.profileCompletion.title)).toBeInTheDocument();
  });

  it('waits for the widgets to report their data', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <section aria-label="quiet widget" /> });
    const { container } = renderHome();
    await screen.findByRole('region', { name: 'quiet widget' });
    await screen.findByText(/Welcome to week 3/);
    await screen.findByRole('link', { name: /^Sam Okafor/ });
    await screen.findByText('Build a REST endpoint');
    await screen.findByRole('link', { name: messages.onlineTools.opensInNewWindow('Slack') });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: messages.calendar.title })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(container.querySelector('[data-dashboard-loaded]')).toHaveAttribute('data-dashboard-loaded', 'false');
  });

  it('counts a failed slot as answered', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithPortal(<HomePage />, {
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/cohort/:id/calendars', () => HttpResponse.json({}, { status: 500 })),
        ...dashboardHandlers(),
      ],
    });
    await waitFor(
      () => expect(container.querySelector('[data-dashboard-loaded]')).toHaveAttribute('data-dashboard-loaded', 'true'),
      SLOW,
    );
    expect(screen.getByText(messages.calendar.loadFailed)).toBeInTheDocument();
  });

  it('opens the Request Support drawer at /help', async () => {
    renderHome({ route: '/help' });
    const drawer = await screen.findByRole('dialog', hidden, SLOW);
    expect(within(drawer).getByText(messages.request.chooseType)).toBeInTheDocument();
  });

  it('keeps a widget that fails to its own slot, with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('connect is down'));
    renderHome();
    const fallback = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: messages.support.title })).toBeInTheDocument();
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'connect/StudySessionCard' })).toBeInTheDocument();
  });
});
