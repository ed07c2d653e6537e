import { ErrorResponse, ErrorTimeout, type UserManager } from 'oidc-client-ts';
import { renewAfterExpiry, renewalIsHopeless } from './token-renewal.ts';
import { NO_REFRESH_TOKEN, setUserManager } from './user-manager.ts';

function fakeManager(signinSilent: jest.Mock) {
  const manager = {
    signinSilent,
    removeUser: jest.fn().mockResolvedValue(undefined),
    signinRedirect: jest.fn().mockResolvedValue(undefined),
  };
  // login() reaches the manager through getUserManager().
  setUserManager(manager as unknown as UserManager);
  return manager;
}

const refused = () => new ErrorResponse({ error: 'invalid_grant', error_description: 'refresh token already used' });

beforeEach(() => window.history.replaceState(null, '', '/connect?q=ada#results'));
afterEach(() => setUserManager(null));

describe('renewalIsHopeless', () => {
  it('gives up on a refusal by the provider or a session without refresh token, not on the network', () => {
    expect(renewalIsHopeless(refused())).toBe(true);
    expect(renewalIsHopeless(new Error(NO_REFRESH_TOKEN))).toBe(true);
    expect(renewalIsHopeless(new TypeError('Failed to fetch'))).toBe(false);
    expect(renewalIsHopeless(new ErrorTimeout('Network timed out'))).toBe(false);
  });
});

describe('renewAfterExpiry', () => {
  it('renews with the refresh token and stays on the page', async () => {
    const manager = fakeManager(jest.fn().mockResolvedValue({ access_token: 'renewed' }));
    await renewAfterExpiry(manager as unknown as UserManager);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('signs in again cleanly, back to the same page, when the provider refuses the refresh token', async () => {
    const manager = fakeManager(jest.fn().mockRejectedValue(refused()));
    await renewAfterExpiry(manager as unknown as UserManager);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { targetUrl: '/connect?q=ada#results' } });
  });

  it('tries again after a network failure, then signs in again when it keeps failing', async () => {
    const manager = fakeManager(
      jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ access_token: 'ok' }),
    );
    await renewAfterExpiry(manager as unknown as UserManager, { pauseMs: 1 });
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(manager.signinRedirect).not.toHaveBeenCalled();

    manager.signinSilent.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
    await renewAfterExpiry(manager as unknown as UserManager, { retries: 2, pauseMs: 1 });
    expect(manager.signinSilent).toHaveBeenCalledTimes(3);
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { targetUrl: '/connect?q=ada#results' } });
  });

  it('waits for the browser to be back online before trying again', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const manager = fakeManager(
      jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ access_token: 'ok' }),
    );
    const done = renewAfterExpiry(manager as unknown as UserManager, { pauseMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await done;
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });
});
