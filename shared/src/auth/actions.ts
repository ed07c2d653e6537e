import type { UserManager } from 'oidc-client-ts';
import { STORAGE_KEYS } from '@cedar/shared/domain';
import { loginStateFor } from './login-target.ts';
import { seedSession, sessionStore } from './session-store.ts';
import { getUserManager } from './user-manager.ts';

/** Window event that signs the user out (§4.2); dispatch it with requestLogout(). */
export const LOGOUT_EVENT = 'cedar:logout';

/** Alert shown when sign-out fails (§4.2, §8). */
export const LOGOUT_FAILED_MESSAGE = 'Error encountered while logging out. Please retry';

const RELOGIN_KEY = 'cedar:relogin-at';
const RELOGIN_PAUSE_MS = 30_000;

/** The current page as a path with query and hash. */
export function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Sends the user to the identity provider, remembering where to return (§2.3). */
export async function login(targetUrl: string = currentUrl()): Promise<void> {
  // Nothing signs in behind Sign Out's back (a last poll's 401, a token renewal).
  if (isSigningOut()) return;
  await getUserManager().signinRedirect({ state: loginStateFor(targetUrl) });
}

/**
 * Signs in again after the API refused the token. A second refusal within 30 s means the token
 * is not the problem (clock, audience): the caller shows an error instead of looping.
 * @returns false when it did not redirect.
 */
export function reloginAfterUnauthorized(now: number = Date.now()): boolean {
  // Signing out: the ended session is expected; the end-session navigation is under way.
  if (isSigningOut()) return true;
  const last = Number(sessionStorage.getItem(RELOGIN_KEY) ?? 0);
  if (now - last < RELOGIN_PAUSE_MS) return false;
  sessionStorage.setItem(RELOGIN_KEY, String(now));
  void login(currentUrl());
  return true;
}

/** True from Sign Out until the browser has left for the provider: nothing may sign in meanwhile. */
export function isSigningOut(): boolean {
  return sessionStore.getState().status === 'signing-out';
}

/**
 * Clears the session data and signs out at the provider, which returns to the site origin (§4.2).
 *
 * The pages go first ('signing-out' unmounts the shell): their polls stop, and presence sends
 * its offline beacon while the session still holds the access token. The token stays in memory
 * until the browser leaves, so no last call of the page meets a 401, which would start a new
 * sign-in that overtakes the end-session navigation and signs the user straight back in.
 */
export async function logout(): Promise<void> {
  const { status } = sessionStore.getState();
  if (status === 'signing-out') return;
  seedSession({ status: 'signing-out' });
  let manager: UserManager | null = null;
  try {
    manager = getUserManager();
    manager.stopSilentRenew();
    const user = await manager.getUser();
    sessionStorage.clear();
    localStorage.removeItem(STORAGE_KEYS.coachSwitchToACP);
    localStorage.removeItem(STORAGE_KEYS.acpSelectedCohortId);
    await manager.removeUser();
    await manager.signoutRedirect({
      id_token_hint: user?.id_token,
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
  } catch {
    // Back to the screen the user was on, so that Sign Out can be tried again.
    manager?.startSilentRenew();
    seedSession({ status });
    window.alert(LOGOUT_FAILED_MESSAGE);
  }
}

/** Asks the portal to sign out through the window event of §4.2. */
export function requestLogout(): void {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}

/** A coach switches to the admin console (true) or back to the learner dashboard (false), reloading at /. */
export function switchCoachView(
  toAcp: boolean,
  reloadAt: (url: string) => void = (url) => window.location.assign(url),
): void {
  localStorage.setItem(STORAGE_KEYS.coachSwitchToACP, String(toAcp));
  reloadAt('/');
}
