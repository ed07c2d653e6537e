import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type SessionState, resetSession, seedSession } from '@cedar/shared/auth';
import type { Membership, StartupUser } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { server } from '@cedar/shared/testing';
import { PortalProviders } from '@cedar/shared/ui';
import { resetRemoteRegistry } from '../federation/registry';
import { resetRemoteSlots } from '../routing/RemoteSlot';
import { shellMessages } from '../shell/messages';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));

const membership = {
  id: 1,
  user_email: 'ada@cedar.test',
  user_role_id: ROLE.learner,
  cohort_id: 7,
  active: true,
} as Membership;
const user = (first_login: boolean) =>
  ({
    email: 'ada@cedar.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    first_login,
    mk_user_courses: [membership],
  }) as StartupUser;

function renderApp(session: Partial<SessionState>) {
  resetSession();
  seedSession(session);
  server.use(http.get('http://localhost/remotes.json', () => HttpResponse.json({ dashboard: '/d', profile: '/p' })));
  return render(
    <PortalProviders>
      <App />
    </PortalProviders>,
  );
}

beforeEach(() => {
  resetRemoteSlots();
  resetRemoteRegistry();
  window.history.replaceState(null, '', '/');
});

describe('App (§2.3, §2.4)', () => {
  it('shows the landing page to a signed-out visitor', () => {
    renderApp({ status: 'anonymous' });
    expect(screen.getByRole('button', { name: shellMessages.logIn })).toBeInTheDocument();
  });

  it('shows the no-course screen', () => {
    renderApp({ status: 'no-course', email: 'nocourse@cedar.test' });
    expect(screen.getByText(shellMessages.noCourse('nocourse@cedar.test'))).toBeInTheDocument();
  });

  it('shows the error screen when start-up failed', () => {
    renderApp({ status: 'error' });
    expect(screen.getByText(shellMessages.sorryAboutThat)).toBeInTheDocument();
  });

  it('shows only the onboarding wizard on first login', async () => {
    renderApp({
      status: 'ready',
      user: user(true),
      role: ROLE.learner,
      memberships: [membership],
      selectedCohortId: 7,
    });
    expect(await screen.findByRole('heading', { name: 'profile/OnboardingWizard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: shellMessages.mainNavigation })).not.toBeInTheDocument();
  });

  it('shows the learner shell with the home page once it has loaded', async () => {
    renderApp({
      status: 'ready',
      user: user(false),
      role: ROLE.learner,
      memberships: [membership],
      selectedCohortId: 7,
    });
    expect(await screen.findByRole('heading', { name: 'dashboard/HomePage' })).toBeVisible();
    expect(screen.getAllByText(shellMessages.home).length).toBeGreaterThan(0);
  });
});
