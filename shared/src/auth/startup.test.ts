import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserManager } from 'oidc-client-ts';
import { resetApiClient } from '@cedar/shared/api';
import { ROLE, STORAGE_KEYS } from '@cedar/shared/domain';
import { apiHandler, server } from '@cedar/shared/testing';
import { resetPortalConfig } from './portal-config.ts';
import { resetSession, sessionStore } from './session-store.ts';
import { identityOf, jwtClaims, startSession } from './startup.ts';
import { fakeJwt, membership, startupUser } from './test-fixtures.ts';
import { NO_REFRESH_TOKEN } from './user-manager.ts';

jest.mock('oidc-client-ts', () => ({
  ...jest.requireActual('oidc-client-ts'),
  UserManager: jest.fn(),
  WebStorageStateStore: jest.fn(),
}));

const CONFIG = {
  productName: 'Cedar',
  apiBase: '/api',
  apiKey: 'cedar-portal-web',
  oidc: {
    authority: 'http://localhost/oidc',
    client_id: 'cedar-portal',
    scope: 'openid',
    redirect_path: '/auth/callback',
  },
};

function oidcUser(email = 'me@cedar.test', roles: string[] = [], state?: unknown) {
  return { access_token: fakeJwt({ email, roles }), profile: { email }, expired: false, state };
}

function fakeManager(overrides: Record<string, jest.Mock> = {}) {
  const manager = {
    getUser: jest.fn().mockResolvedValue(null),
    signinCallback: jest.fn(),
    signinSilent: jest.fn(),
    removeUser: jest.fn().mockResolvedValue(undefined),
    signinRedirect: jest.fn().mockResolvedValue(undefined),
    signoutRedirect: jest.fn().mockResolvedValue(undefined),
    events: { addUserLoaded: jest.fn(), addAccessTokenExpired: jest.fn() },
    ...overrides,
  };
  jest.mocked(UserManager).mockImplementation(() => manager as unknown as UserManager);
  return manager;
}

let startupQuery: URLSearchParams | null = null;
let startupHeaders: Headers | null = null;

function answerStartup(users: unknown[], status = 200) {
  server.use(
    http.get('http://localhost/portal-config.json', () => HttpResponse.json(CONFIG)),
    apiHandler('get', '/v1/users/startup', ({ request }) => {
      startupQuery = new URL(request.url).searchParams;
      startupHeaders = request.headers;
      return status === 200
        ? HttpResponse.json({ message: { users } })
        : HttpResponse.json({ message: 'boom' }, { status });
    }),
  );
}

beforeEach(() => {
  resetSession();
  resetPortalConfig();
  resetApiClient();
  startupQuery = null;
  window.history.replaceState(null, '', '/');
});

describe('token claims', () => {
  it('reads the claims of a JWT and survives a token that is none', () => {
    expect(jwtClaims(fakeJwt({ email: 'a@b.c', roles: ['Staff'] }))).toEqual({ email: 'a@b.c', roles: ['Staff'] });
    expect(jwtClaims('opaque')).toEqual({});
  });

  it('takes e-mail and roles from the ID token, else from the access token', () => {
    expect(identityOf({ access_token: fakeJwt({ email: 'x@y.z', roles: ['Admin'] }), profile: {} as never })).toEqual({
      email: 'x@y.z',
      tokenRoles: ['Admin'],
    });
    expect(
      identityOf({
        access_token: fakeJwt({ roles: ['Admin'] }),
        profile: { email: 'id@y.z', roles: ['Staff'] } as never,
      }),
    ).toEqual({ email: 'id@y.z', tokenRoles: ['Staff'] });
  });
});

describe('startSession', () => {
  it('resets learnerProfileCompletionDismissed and shows the landing page when signed out', async () => {
    localStorage.setItem(STORAGE_KEYS.learnerProfileCompletionDismissed, 'true');
    fakeManager();
    answerStartup([]);
    await startSession();
    expect(localStorage.getItem(STORAGE_KEYS.learnerProfileCompletionDismissed)).toBe('false');
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('looks up the startup user with the token and API key, uses the last entry and resolves a learner', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([startupUser([membership(ROLE.coach)]), startupUser([membership(ROLE.learner)])]);
    await startSession();
    const state = sessionStore.getState();
    expect(startupQuery?.get('username')).toBe('me@cedar.test');
    expect(startupQuery?.get('expand')).toBe('courses,cohorts,programs');
    expect(startupHeaders?.get('authorization')).toMatch(/^Bearer /);
    expect(startupHeaders?.get('x-api-key')).toBe('cedar-portal-web');
    expect(state).toMatchObject({
      status: 'ready',
      role: ROLE.learner,
      hasAdminAccess: false,
      isCoach: false,
      selectedCohortId: 7,
    });
    expect(state.trackingId).toMatch(/^kl-/);
  });

  it('resolves a staff claim to the admin shell with the Program Manager role', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser('me@cedar.test', ['Staff'])) });
    answerStartup([startupUser([membership(ROLE.facilitator)])]);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({
      status: 'ready',
      role: ROLE.programManager,
      hasAdminAccess: true,
      tokenRoles: ['Staff'],
    });
    expect(sessionStore.getState().trackingId).toMatch(/^ks-/);
  });

  it('gives a coach the learner view, or the admin console with coachSwitchToACP', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([startupUser([membership(ROLE.coach), membership(ROLE.learner, 8)])]);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ role: ROLE.learner, hasAdminAccess: false, isCoach: true });

    localStorage.setItem(STORAGE_KEYS.coachSwitchToACP, 'true');
    await startSession();
    expect(sessionStore.getState()).toMatchObject({
      role: ROLE.coach,
      hasAdminAccess: true,
      isCoach: true,
      selectedCohortId: 7,
    });
  });

  it('keeps the stored admin-console cohort when it is still a membership', async () => {
    localStorage.setItem(STORAGE_KEYS.acpSelectedCohortId, '9');
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([startupUser([membership(ROLE.programManager, 7), membership(ROLE.programManager, 9)])]);
    await startSession();
    expect(sessionStore.getState().selectedCohortId).toBe(9);

    localStorage.setItem(STORAGE_KEYS.acpSelectedCohortId, '55');
    await startSession();
    expect(sessionStore.getState().selectedCohortId).toBe(7);
  });

  it('shows the no-course screen for a user record without an active membership', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([startupUser([])]);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'no-course', user: { email: 'me@cedar.test' } });

    answerStartup([startupUser([membership(ROLE.learner, 7, false)])]);
    await startSession();
    expect(sessionStore.getState().status).toBe('no-course');
  });

  it('shows the no-access screen when the portal has no user record for the identity (empty list or 404)', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([]);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'no-access', user: null, email: 'me@cedar.test' });

    answerStartup([], 404);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'no-access', user: null, errorReason: null });
  });

  it('shows the error screen when the startup lookup fails (§8)', async () => {
    fakeManager({ getUser: jest.fn().mockResolvedValue(oidcUser()) });
    answerStartup([], 500);
    await startSession();
    expect(sessionStore.getState().status).toBe('error');

    answerStartup([], 403);
    await startSession();
    expect(sessionStore.getState().status).toBe('error');
  });

  it('handles the sign-in callback and returns to the remembered place', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    fakeManager({ signinCallback: jest.fn().mockResolvedValue(oidcUser('me@cedar.test', [], { targetCourse: '42' })) });
    answerStartup([startupUser([membership(ROLE.learner)])]);
    await startSession();
    expect(window.location.pathname).toBe('/acp/listRequests/42');
    expect(sessionStore.getState().status).toBe('ready');
  });

  it('shows the error screen when the sign-in callback fails', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=access_denied');
    fakeManager({ signinCallback: jest.fn().mockRejectedValue(new Error('access_denied')) });
    answerStartup([]);
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'error' });
  });

  it('renews an expired stored session silently, else asks to sign in again', async () => {
    const renewed = oidcUser();
    const manager = fakeManager({
      getUser: jest.fn().mockResolvedValue({ ...oidcUser(), expired: true }),
      signinSilent: jest.fn().mockResolvedValue(renewed),
    });
    answerStartup([startupUser([membership(ROLE.learner)])]);
    await startSession();
    expect(manager.signinSilent).toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('ready');

    manager.signinSilent.mockRejectedValue(new Error('login_required'));
    await startSession();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('renews when the access token ran out, else signs in again back to the same page', async () => {
    window.history.replaceState(null, '', '/watch?x=1');
    const manager = fakeManager({
      getUser: jest.fn().mockResolvedValue(oidcUser()),
      signinSilent: jest.fn().mockResolvedValue(oidcUser()),
    });
    answerStartup([startupUser([membership(ROLE.learner)])]);
    await startSession();
    const onExpired = manager.events.addAccessTokenExpired.mock.calls[0][0] as () => void;
    onExpired();
    await waitFor(() => expect(manager.signinSilent).toHaveBeenCalled());
    expect(manager.signinRedirect).not.toHaveBeenCalled();

    manager.signinSilent.mockRejectedValue(new Error(NO_REFRESH_TOKEN));
    onExpired();
    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { targetUrl: '/watch?x=1' } }));
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('shows the error screen when the portal configuration cannot be loaded', async () => {
    server.use(http.get('http://localhost/portal-config.json', () => new HttpResponse(null, { status: 500 })));
    await startSession();
    expect(sessionStore.getState().status).toBe('error');
  });
});
