import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { currentUrl, login } from './actions.ts';
import { NO_REFRESH_TOKEN } from './user-manager.ts';

/** How often, and how long apart, a renewal that failed on the network is tried again. */
export const RENEWAL_RETRIES = 3;
const RETRY_PAUSE_MS = 30_000;

/** Waits until the browser is back online, or `pauseMs` when it believes it is online. */
function waitToRetry(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine === false) window.addEventListener('online', () => resolve(), { once: true });
    else setTimeout(resolve, pauseMs);
  });
}

/**
 * The provider refused (refresh token expired, revoked or reused) or there is nothing to
 * renew with: trying again cannot help. Anything else (no network, a timeout) may pass.
 */
export function renewalIsHopeless(error: unknown): boolean {
  return error instanceof ErrorResponse || (error instanceof Error && error.message === NO_REFRESH_TOKEN);
}

/** Forgets the stored tokens and signs in again, back to the page the user is on. */
export async function signInAgain(manager: UserManager): Promise<void> {
  await manager.removeUser();
  await login(currentUrl());
}

/**
 * The access token ran out: the renewal shortly before expiry did not happen or failed.
 * The refresh token usually outlives it, so renew now (after the network is back, if it was
 * a network failure); when that is hopeless or keeps failing, sign in again to this page.
 */
export async function renewAfterExpiry(
  manager: UserManager,
  { retries = RENEWAL_RETRIES, pauseMs = RETRY_PAUSE_MS } = {},
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await manager.signinSilent();
      return;
    } catch (error) {
      if (renewalIsHopeless(error) || attempt >= retries) return signInAgain(manager);
      await waitToRetry(pauseMs);
    }
  }
}
