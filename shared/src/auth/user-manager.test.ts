import { http, HttpResponse } from 'msw';
import { User, WebStorageStateStore } from 'oidc-client-ts';
import { server } from '@cedar/shared/testing';
import type { PortalConfig } from './portal-config.ts';
import { NO_REFRESH_TOKEN, PortalUserManager, RENEWAL_LOCK, userManagerSettings } from './user-manager.ts';

const AUTHORITY = 'http://localhost/oidc';
const CONFIG: PortalConfig = {
  productName: 'Cedar',
  apiBase: '/api',
  apiKey: null,
  oidc: {
    authority: AUTHORITY,
    client_id: 'cedar-portal',
    scope: 'openid profile email',
    redirect_path: '/auth/callback',
    extraQueryParams: { resource: 'http://localhost/api' },
  },
};
const USER_KEY = `oidc.user:${AUTHORITY}:cedar-portal`;

/** Stores a signed-in user as oidc-client-ts keeps it in localStorage. */
function storeUser(fields: { access_token: string; expiresIn: number; refresh_token?: string }) {
  const user = new User({
    access_token: fields.access_token,
    token_type: 'Bearer',
    refresh_token: fields.refresh_token,
    scope: CONFIG.oidc.scope,
    profile: { sub: 'me@cedar.test', iss: AUTHORITY, aud: 'cedar-portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + fields.expiresIn,
  });
  localStorage.setItem(USER_KEY, user.toStorageString());
}

let tokenRequests: URLSearchParams[] = [];

function provider() {
  server.use(
    http.get(`${AUTHORITY}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: AUTHORITY,
        authorization_endpoint: `${AUTHORITY}/auth`,
        token_endpoint: `${AUTHORITY}/token`,
        end_session_endpoint: `${AUTHORITY}/session/end`,
        jwks_uri: `${AUTHORITY}/jwks`,
      }),
    ),
    http.post(`${AUTHORITY}/token`, async ({ request }) => {
      tokenRequests.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({
        access_token: 'renewed-access',
        refresh_token: 'rotated-refresh',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: CONFIG.oidc.scope,
      });
    }),
  );
}

beforeEach(() => {
  tokenRequests = [];
  provider();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('userManagerSettings', () => {
  it('signs in with Authorization Code + PKCE, keeps tokens in localStorage and renews before expiry', () => {
    const settings = userManagerSettings(CONFIG, 'https://cedar.example');
    expect(settings).toMatchObject({
      authority: AUTHORITY,
      client_id: 'cedar-portal',
      scope: 'openid profile email',
      response_type: 'code',
      redirect_uri: 'https://cedar.example/auth/callback',
      post_logout_redirect_uri: 'https://cedar.example/',
      extraQueryParams: { resource: 'http://localhost/api' },
      automaticSilentRenew: true,
    });
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it('makes the portal UserManager, renewing automatically', () => {
    const manager = new PortalUserManager(userManagerSettings(CONFIG));
    expect(manager.settings.automaticSilentRenew).toBe(true);
    expect(manager.settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
  });
});

describe('PortalUserManager.signinSilent', () => {
  it('renews with the refresh token, stores the rotated tokens and raises userLoaded', async () => {
    storeUser({ access_token: 'old-access', refresh_token: 'old-refresh', expiresIn: 30 });
    const manager = new PortalUserManager(userManagerSettings(CONFIG));
    const loaded = jest.fn();
    manager.events.addUserLoaded(loaded);

    const user = await manager.signinSilent();

    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.get('grant_type')).toBe('refresh_token');
    expect(tokenRequests[0]?.get('refresh_token')).toBe('old-refresh');
    expect(user?.access_token).toBe('renewed-access');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({
      access_token: 'renewed-access',
      refresh_token: 'rotated-refresh',
    });
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'renewed-access' }));
  });

  it('fails at once without a refresh token, and opens no iframe (the CSP forbids framing the portal)', async () => {
    storeUser({ access_token: 'old-access', expiresIn: 30 });
    const manager = new PortalUserManager(userManagerSettings(CONFIG));
    const appended = jest.spyOn(document.body, 'appendChild');
    await expect(manager.signinSilent()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(appended).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(tokenRequests).toHaveLength(0);

    localStorage.clear();
    await expect(manager.signinSilent()).rejects.toThrow(NO_REFRESH_TOKEN);
  });

  it('takes the tokens another tab has just renewed instead of spending the refresh token twice', async () => {
    storeUser({ access_token: 'from-the-other-tab', refresh_token: 'its-refresh', expiresIn: 3590 });
    const manager = new PortalUserManager(userManagerSettings(CONFIG));
    const loaded = jest.fn();
    manager.events.addUserLoaded(loaded);

    const user = await manager.signinSilent();

    expect(user?.access_token).toBe('from-the-other-tab');
    expect(tokenRequests).toHaveLength(0);
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'from-the-other-tab' }));
  });

  it('renews while holding the cross-tab lock', async () => {
    storeUser({ access_token: 'old-access', refresh_token: 'old-refresh', expiresIn: 30 });
    const held: string[] = [];
    const request = jest.fn(async (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      const result = await task();
      held.pop();
      return result;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const manager = new PortalUserManager(userManagerSettings(CONFIG));

    server.use(
      http.post(`${AUTHORITY}/token`, () => {
        // The token request goes out while the lock is held.
        expect(held).toEqual([RENEWAL_LOCK]);
        return HttpResponse.json({ access_token: 'renewed-access', token_type: 'Bearer', expires_in: 3600 });
      }),
    );
    await manager.signinSilent();
    expect(request).toHaveBeenCalledWith(RENEWAL_LOCK, expect.any(Function));
    expect(held).toEqual([]);
  });
});
