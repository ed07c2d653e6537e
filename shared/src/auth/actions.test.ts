import type { UserManager } from 'oidc-client-ts';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import {
  LOGOUT_FAILED_MESSAGE,
  login,
  logout,
  reloginAfterUnauthorized,
  requestLogout,
  switchCoachView,
  LOGOUT_EVENT,
} from './actions.ts';
import { seedSession, sessionStore } from './session-store.ts';
import { setUserManager } from './user-manager.ts';

function fakeManager() {
  const manager = {
    getUser: jest.fn().mockResolvedValue({ id_token: 'id-token' }),
    removeUser: jest.fn().mockResolvedValue(undefined),
    signinRedirect: jest.fn().mockResolvedValue(undefined),
    signoutRedirect: jest.fn().mockResolvedValue(undefined),
    stopSilentRenew: jest.fn(),
    startSilentRenew: jest.fn(),
  };
  setUserManager(manager as unknown as UserManager);
  return manager;
}

afterEach(() => {
  setUserManager(null);
  seedSession({ status: 'authenticating' });
});

describe('login', () => {
  it('goes to the provider remembering the target URL or course', async () => {
    const manager = fakeManager();
    await login('/watch');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { targetUrl: '/watch' } });
    await login('/acp/listRequests/77');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { targetCourse: '77' } });
  });
});

describe('logout (§4.2)', () => {
  it('clears the session data and signs out at the provider, back to the site origin', async () => {
    const manager = fakeManager();
    localStorage.setItem(STORAGE_KEYS.coachSwitchToACP, 'true');
    localStorage.setItem(STORAGE_KEYS.acpSelectedCohortId, '7');
    sessionStorage.setItem('anything', '1');
    seedSession({ status: 'ready', accessToken: 'token', email: 'me@cedar.test' });
    await logout();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.coachSwitchToACP)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.acpSelectedCohortId)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(manager.stopSilentRenew).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token',
      post_logout_redirect_uri: 'http://localhost/',
    });
  });

  it('unmounts the pages first, keeping the token for their last calls until the browser leaves', async () => {
    const manager = fakeManager();
    let atRedirect: { status: string; accessToken: string | null } | null = null;
    manager.signoutRedirect.mockImplementation(async () => {
      const { status, accessToken } = sessionStore.getState();
      atRedirect = { status, accessToken };
    });
    seedSession({ status: 'ready', accessToken: 'token', email: 'me@cedar.test' });
    await logout();
    expect(atRedirect).toEqual({ status: 'signing-out', accessToken: 'token' });
  });

  it('starts no sign-in while signing out: neither a 401 of a last poll nor a renewal', async () => {
    const manager = fakeManager();
    // The end-session navigation is under way: the browser has not left yet.
    manager.signoutRedirect.mockReturnValue(new Promise(() => {}));
    seedSession({ status: 'ready', accessToken: 'token', email: 'me@cedar.test' });
    void logout();
    await Promise.resolve();
    expect(reloginAfterUnauthorized(Date.now())).toBe(true);
    await login('/');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it("alerts 'Error encountered while logging out. Please retry' when it fails", async () => {
    const manager = fakeManager();
    manager.signoutRedirect.mockRejectedValue(new Error('no end session endpoint'));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    seedSession({ status: 'ready', accessToken: 'token' });
    await logout();
    expect(alert).toHaveBeenCalledWith(LOGOUT_FAILED_MESSAGE);
    // The user is back where they were, and may try again.
    expect(sessionStore.getState().status).toBe('ready');
    expect(manager.startSilentRenew).toHaveBeenCalled();
    expect(LOGOUT_FAILED_MESSAGE).toBe('Error encountered while logging out. Please retry');
  });

  it('is requested through a window event', () => {
    const listener = jest.fn();
    window.addEventListener(LOGOUT_EVENT, listener);
    requestLogout();
    expect(listener).toHaveBeenCalled();
    window.removeEventListener(LOGOUT_EVENT, listener);
  });
});

describe('switchCoachView (§4.1)', () => {
  it('sets coachSwitchToACP and reloads at /', () => {
    const reload = jest.fn();
    switchCoachView(true, reload);
    expect(localStorage.getItem(STORAGE_KEYS.coachSwitchToACP)).toBe('true');
    expect(reload).toHaveBeenCalledWith('/');
    switchCoachView(false, reload);
    expect(localStorage.getItem(STORAGE_KEYS.coachSwitchToACP)).toBe('false');
  });
});

describe('re-login after a 401', () => {
  it('signs in again once, then stops within 30 s so a bad token cannot loop', () => {
    const manager = fakeManager();
    expect(reloginAfterUnauthorized(1_000_000)).toBe(true);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(reloginAfterUnauthorized(1_010_000)).toBe(false);
    expect(reloginAfterUnauthorized(1_031_000)).toBe(true);
  });
});
