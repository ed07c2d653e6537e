import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PortalConfig } from './portal-config.ts';

let manager: UserManager | null = null;

/** Creates the portal's one UserManager (Authorization Code + PKCE, tokens in localStorage). */
export function createUserManager(config: PortalConfig): UserManager {
  const origin = window.location.origin;
  manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.client_id,
    scope: config.oidc.scope,
    redirect_uri: `${origin}${config.oidc.redirect_path}`,
    silent_redirect_uri: `${origin}${config.oidc.redirect_path}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    extraQueryParams: config.oidc.extraQueryParams,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
  });
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
