import { findDialog } from '@cedar/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { UserManager } from 'oidc-client-ts';
import { configureApiClient, resetApiClient } from '@cedar/shared/api';
import {
  LOGOUT_EVENT,
  type SessionState,
  logout,
  reloginAfterUnauthorized,
  resetSession,
  seedSession,
  sessionStore,
  setUserManager,
} from '@cedar/shared/auth';
import type { Membership, StartupUser } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { apiHandler, server } from '@cedar/shared/testing';
import { PortalProviders, uiMessages, useUnsavedChangesGuard } from '@cedar/shared/ui';
import { resetRemoteComponents, resetRemoteRegistry } from '@cedar/shared/federation';
import { shellMessages } from '../shell/messages';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

/** An edit page whose form is always dirty, as a remote page would hold unsaved work. */
function DirtyEditPage() {
  useUnsavedChangesGuard(true);
  return <h1>profile/LearnerEditProfilePage</h1>;
}

/** Home links to the edit page, so the test reaches it by an in-app navigation. */
function HomeWithLink() {
  return (
    <>
      <h1>dashboard/HomePage</h1>
      <Link to="/profile/learner/editprofile">Edit my profile</Link>
    </>
  );
}

const PAGES: Record<string, () => React.JSX.Element> = {
  'profile/LearnerEditProfilePage': DirtyEditPage,
  'dashboard/HomePage': HomeWithLink,
};
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: PAGES[id] ?? (() => <h1>{id}</h1>) }));

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
  server.use(
    http.get('http://localhost/remotes.json', () => HttpResponse.json({ dashboard: '/d', profile: '/p', acp: '/a' })),
    // Presence of a signed-in user with an e-mail: online, heartbeat, offline.
    apiHandler('post', '/v1/presence/heartbeat', () => HttpResponse.json({ message: {} })),
    apiHandler('post', '/user/:email', () => HttpResponse.json({ message: {} })),
  );
  return render(
    <PortalProviders>
      <App />
    </PortalProviders>,
  );
}

/** A sign-in whose ID token names the user Ada, as the UserManager hands it back. */
function signedInAs(givenName: string) {
  setUserManager({ getUser: () => Promise.resolve({ profile: { given_name: givenName } }) } as unknown as UserManager);
}

/** The loading screen's bar, as a fraction of the 10 s. */
function progress(): number {
  return Number(screen.getByRole('progressbar', { name: shellMessages.loadingProgress }).getAttribute('aria-valuenow'));
}

afterEach(() => setUserManager(null));

beforeEach(() => {
  resetRemoteComponents();
  resetRemoteRegistry();
  window.history.replaceState(null, '', '/');
});

describe('App (§2.3, §2.4)', () => {
  it('shows the landing page to a signed-out visitor', () => {
    renderApp({ status: 'anonymous' });
    expect(screen.getByRole('button', { name: shellMessages.logIn })).toBeInTheDocument();
  });

  describe('the loading screen (§2.3)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("greets with the sign-in token's first name while the user record loads", async () => {
      signedInAs('Ada');
      renderApp({ status: 'loading-user', accessToken: 'token', email: 'ada@cedar.test', user: null });
      expect(await screen.findByRole('heading', { name: `${shellMessages.welcome} Ada` })).toBeInTheDocument();
    });

    it('is one screen from the user lookup until the first page is there: the bar and the 6 s message do not start over', async () => {
      signedInAs('Ada');
      let showHome: (module: { default: () => React.JSX.Element }) => void = () => undefined;
      jest.mocked(loadRemote).mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            showHome = resolve;
          }),
      );
      renderApp({ status: 'loading-user', accessToken: 'token', email: 'ada@cedar.test', user: null });
      const loadingScreen = await screen.findByRole('heading', { name: `${shellMessages.welcome} Ada` });
      act(() => jest.advanceTimersByTime(4000));
      expect(progress()).toBeCloseTo(0.4, 1);

      // The user record arrives; the first page is still loading.
      act(() =>
        seedSession({
          status: 'ready',
          user: { ...user(false), preferred_name: 'Countess' } as StartupUser,
          role: ROLE.learner,
          memberships: [membership],
          selectedCohortId: 7,
        }),
      );
      await waitFor(() => expect(jest.mocked(loadRemote)).toHaveBeenCalledWith('dashboard/HomePage'));
      // The same screen, now with the record's name, and the bar where it was.
      expect(screen.getByRole('heading', { name: `${shellMessages.welcome} Countess` })).toBe(loadingScreen);
      expect(progress()).toBeCloseTo(0.4, 1);
      expect(screen.getByText(shellMessages.gettingReady)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2100));
      expect(screen.getByText(shellMessages.letsGo)).toBeInTheDocument();
      expect(progress()).toBeCloseTo(0.61, 1);

      // The first page is there: the loading screen goes, the page shows.
      await act(async () => showHome({ default: () => <h1>dashboard/HomePage</h1> }));
      expect(await screen.findByRole('heading', { name: 'dashboard/HomePage' })).toBeVisible();
      expect(screen.queryByRole('progressbar', { name: shellMessages.loadingProgress })).not.toBeInTheDocument();
      expect(sessionStore.getState().allComponentsLoaded).toBe(true);
    });

    it('is not shown over the onboarding wizard on first login', async () => {
      renderApp({ status: 'loading-user', accessToken: 'token', email: 'ada@cedar.test', user: null });
      expect(screen.getByRole('progressbar', { name: shellMessages.loadingProgress })).toBeInTheDocument();
      act(() =>
        seedSession({
          status: 'ready',
          user: user(true),
          role: ROLE.learner,
          memberships: [membership],
          selectedCohortId: 7,
        }),
      );
      expect(await screen.findByRole('heading', { name: 'profile/OnboardingWizard' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: shellMessages.loadingProgress })).not.toBeInTheDocument();
    });
  });

  describe('/unauthorized (§2.1: open to every signed-in user; signed out, the landing page)', () => {
    beforeEach(() => window.history.replaceState(null, '', '/unauthorized'));

    it('shows the unauthorized page in the shell to a signed-in user of any role', async () => {
      renderApp({
        status: 'ready',
        user: user(false),
        role: ROLE.learner,
        memberships: [membership],
        selectedCohortId: 7,
      });
      expect(await screen.findByText(shellMessages.genericNoAccess)).toBeVisible();
      expect(screen.getByRole('navigation', { name: shellMessages.mainNavigation })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/unauthorized');
    });

    it('shows the landing page to a signed-out visitor', () => {
      renderApp({ status: 'anonymous' });
      expect(screen.getByRole('button', { name: shellMessages.logIn })).toBeInTheDocument();
      expect(screen.queryByText(shellMessages.genericNoAccess)).not.toBeInTheDocument();
    });

    it('shows the no-course screen to a user without an active membership', () => {
      renderApp({ status: 'no-course', email: 'nocourse@cedar.test' });
      expect(screen.getByText(shellMessages.noCourse('nocourse@cedar.test'))).toBeInTheDocument();
      expect(screen.queryByText(shellMessages.genericNoAccess)).not.toBeInTheDocument();
    });

    it('shows the no-access screen to a signed-in identity without a user record', () => {
      renderApp({ status: 'no-access', email: 'stranger@elsewhere.test' });
      expect(screen.getByText(shellMessages.noAccess('stranger@elsewhere.test'))).toBeInTheDocument();
      expect(screen.queryByText(shellMessages.genericNoAccess)).not.toBeInTheDocument();
    });
  });

  it('shows the no-course screen to a user without an active membership', () => {
    renderApp({ status: 'no-course', email: 'nocourse@cedar.test' });
    expect(screen.getByText(shellMessages.noCourse('nocourse@cedar.test'))).toBeInTheDocument();
    expect(screen.queryByText(shellMessages.noAccess('nocourse@cedar.test'))).not.toBeInTheDocument();
  });

  it('shows the no-access screen to a signed-in identity the portal has no user record for (§2.3)', async () => {
    const signOut = jest.fn();
    window.addEventListener(LOGOUT_EVENT, signOut);
    renderApp({ status: 'no-access', email: 'stranger@elsewhere.test' });
    expect(screen.getByText(shellMessages.noAccess('stranger@elsewhere.test'))).toBeInTheDocument();
    for (const line of [shellMessages.newlyEnrolled, shellMessages.accessSoon, shellMessages.reachOutAdvisor]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.queryByText(shellMessages.noCourse('stranger@elsewhere.test'))).not.toBeInTheDocument();
    expect(screen.queryByText(shellMessages.sorryAboutThat)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: shellMessages.signOut }));
    expect(signOut).toHaveBeenCalled();
    window.removeEventListener(LOGOUT_EVENT, signOut);
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

  it('Sign Out takes the pages away first: their offline beacon still carries the token, and nothing signs in again (§4.2)', async () => {
    const manager = {
      getUser: () => Promise.resolve({ id_token: 'id-token', profile: {} }),
      removeUser: jest.fn().mockResolvedValue(undefined),
      stopSilentRenew: jest.fn(),
      signinRedirect: jest.fn().mockResolvedValue(undefined),
      // The end-session navigation is under way: the browser has not left the page yet.
      signoutRedirect: jest.fn(() => new Promise(() => {})),
    };
    setUserManager(manager as unknown as UserManager);
    configureApiClient({
      getAccessToken: () => sessionStore.getState().accessToken,
      onUnauthorized: () => void reloginAfterUnauthorized(),
    });
    renderApp({
      status: 'ready',
      accessToken: 'token-1',
      email: 'ada@cedar.test',
      user: user(false),
      role: ROLE.learner,
      memberships: [membership],
      selectedCohortId: 7,
    });
    const beacons: (string | null)[] = [];
    server.use(
      apiHandler('post', '/user/:email', ({ request }) => {
        beacons.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: {} });
      }),
    );
    expect(await screen.findByRole('heading', { name: 'dashboard/HomePage' })).toBeVisible();

    act(() => void logout());

    expect(screen.getByText(shellMessages.signingOut)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'dashboard/HomePage' })).not.toBeInTheDocument();
    await waitFor(() => expect(beacons).toEqual(['Bearer token-1']));
    expect(manager.signoutRedirect).toHaveBeenCalled();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    resetApiClient();
  });

  it('shows the admin shell, loaded on demand, with the admin overview', async () => {
    const admin = { ...membership, user_role_id: ROLE.programManager };
    renderApp({
      status: 'ready',
      user: { ...user(false), mk_user_courses: [admin] },
      role: ROLE.programManager,
      hasAdminAccess: true,
      memberships: [admin],
      selectedCohortId: 7,
    });
    expect(await screen.findByRole('heading', { name: 'acp/OverviewPage' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: shellMessages.adminNavigation })).toBeInTheDocument();
  }, 20_000);

  it('asks before the back button leaves a page with unsaved changes; Cancel stays, Okay goes back', async () => {
    renderApp({
      status: 'ready',
      user: user(false),
      role: ROLE.learner,
      memberships: [membership],
      selectedCohortId: 7,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit my profile' }));
    expect(await screen.findByRole('heading', { name: 'profile/LearnerEditProfilePage' })).toBeVisible();

    act(() => window.history.back());
    const dialog = await findDialog(uiMessages.unsavedChangesHeader);
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/profile/learner/editprofile');
    expect(screen.getByRole('heading', { hidden: true, name: 'profile/LearnerEditProfilePage' })).toBeInTheDocument();

    act(() => window.history.back());
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: 'Okay' }));
    expect(await screen.findByRole('heading', { hidden: true, name: 'dashboard/HomePage' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
