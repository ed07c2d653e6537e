import {
  type SigninSilentArgs,
  type User,
  UserManager,
  type UserManagerSettings,
  WebStorageStateStore,
} from 'oidc-client-ts';
import type { PortalConfig } from './portal-config.ts';

/** Name of the Web Lock that lets one tab at a time renew the shared tokens. */
export const RENEWAL_LOCK = 'cedar:token-renewal';

/** Thrown by a renewal when the session holds no refresh token: only a new sign-in helps. */
export const NO_REFRESH_TOKEN = 'The session holds no refresh token';

// Stored tokens valid longer than this were renewed by another tab while this one waited:
// more than the 60 s before expiry at which oidc-client-ts asks for a renewal.
const FRESH_FOR_SECONDS = 90;

/** The UserManager settings of the portal: Authorization Code + PKCE, tokens in localStorage, refresh-token renewal. */
export function userManagerSettings(config: PortalConfig, origin = window.location.origin): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.client_id,
    scope: config.oidc.scope,
    redirect_uri: `${origin}${config.oidc.redirect_path}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    extraQueryParams: config.oidc.extraQueryParams,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renews shortly before the access token expires, through PortalUserManager.signinSilent:
    // with the refresh token only, since the portal's CSP (frame-ancestors 'none') forbids
    // the hidden iframe; a session without a refresh token signs in again instead.
    automaticSilentRenew: true,
  };
}

/** Runs `task` while this tab holds the renewal lock (Web Locks), or at once where there are none. */
async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task();
  return locks.request(RENEWAL_LOCK, task);
}

/**
 * The portal's UserManager. A renewal uses the refresh token and never falls back to
 * oidc-client-ts's iframe (its silent_redirect_uri defaults to the redirect URI). Tabs share
 * the tokens in localStorage and the provider rotates refresh tokens, revoking the whole grant
 * when one is used twice: so a renewal runs under a cross-tab lock and first looks whether
 * another tab has already renewed.
 */
export class PortalUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    return oneTabAtATime(async () => {
      const stored = await this._loadUser();
      if (stored && !stored.expired && (stored.expires_in ?? 0) > FRESH_FOR_SECONDS) {
        // Takes the other tab's tokens: re-arms the expiry timers and raises userLoaded.
        await this._events.load(stored);
        return stored;
      }
      if (!stored?.refresh_token) throw new Error(NO_REFRESH_TOKEN);
      return super.signinSilent(args);
    });
  }
}

let manager: UserManager | null = null;

/** Creates the portal's one UserManager (see userManagerSettings). */
export function createUserManager(config: PortalConfig): UserManager {
  manager = new PortalUserManager(userManagerSettings(config));
  return manager;
}

/** The UserManager created at start-up; throws before startSession has run. */
export function getUserManager(): UserManager {
  if (!manager) throw new Error('The session has not started: call startSession() first');
  return manager;
}

/** Replaces the UserManager; for tests. */
export function setUserManager(next: UserManager | null): void {
  manager = next;
}
