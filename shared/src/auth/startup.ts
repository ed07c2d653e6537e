import type { User } from 'oidc-client-ts';
import { ApiError, apiFetch, configureApiClient } from '@cedar/shared/api';
import type { StartupEnvelope } from '@cedar/shared/contract';
import { STORAGE_KEYS, resolveStartupRole, trackingUserId } from '@cedar/shared/domain';
import { LOGOUT_EVENT, logout, reloginAfterUnauthorized } from './actions.ts';
import { initialCohortId } from './cohort.ts';
import { type LoginState, callbackTarget } from './login-target.ts';
import { loadPortalConfig } from './portal-config.ts';
import { seedSession, sessionStore } from './session-store.ts';
import { renewAfterExpiry } from './token-renewal.ts';
import { createUserManager } from './user-manager.ts';

/** The claims of a JWT's payload; {} when it is no JWT. */
export function jwtClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function rolesClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** E-mail and roles claim of a signed-in user: the ID token's, else the access token's. */
export function identityOf(user: Pick<User, 'profile' | 'access_token'>): {
  email: string | null;
  tokenRoles: string[];
} {
  const access = jwtClaims(user.access_token);
  const email = (user.profile.email as string | undefined) ?? (access.email as string | undefined) ?? null;
  const idRoles = rolesClaim(user.profile.roles);
  return { email, tokenRoles: idRoles.length > 0 ? idRoles : rolesClaim(access.roles) };
}

function fail(reason: string): void {
  seedSession({ status: 'error', errorReason: reason });
}

function generatedId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

/**
 * Looks up the signed-in user (last entry of the startup lookup) and resolves the startup role
 * (§4.1). Also used after onboarding, which changes first_login.
 */
export async function loadSessionUser(): Promise<void> {
  const { email, tokenRoles } = sessionStore.getState();
  if (!email) return fail('The token carries no e-mail.');
  seedSession({ status: 'loading-user' });
  let envelope: StartupEnvelope;
  try {
    envelope = await apiFetch<StartupEnvelope>('/v1/users/startup', {
      query: { username: email, expand: 'courses,cohorts,programs' },
    });
  } catch (error) {
    // 404: the identity is unknown to the portal, which is no failure of the lookup.
    if (error instanceof ApiError && error.isNotFound) return seedSession({ status: 'no-access', user: null });
    return fail(`The startup user lookup failed: ${(error as Error).message}`);
  }
  const user = envelope.message.users.at(-1) ?? null;
  // Signed in at the identity provider, but the portal holds no user record (§2.3 "No access").
  if (!user) return seedSession({ status: 'no-access', user: null });

  const resolution = resolveStartupRole({
    memberships: user.mk_user_courses,
    tokenRoles,
    coachSwitchToACP: localStorage.getItem(STORAGE_KEYS.coachSwitchToACP) === 'true',
  });
  if (resolution.kind === 'no-course') return seedSession({ status: 'no-course', user });
  if (resolution.kind === 'error') return fail(resolution.reason);
  seedSession({
    status: 'ready',
    user,
    role: resolution.role,
    hasAdminAccess: resolution.hasAdminAccess,
    isCoach: resolution.isCoach,
    memberships: resolution.memberships,
    selectedCohortId: initialCohortId(resolution.memberships),
    trackingId: sessionStore.getState().trackingId ?? trackingUserId(resolution.role, generatedId()),
  });
}

function applyUser(user: User): void {
  seedSession({ accessToken: user.access_token, ...identityOf(user) });
}

async function signedInUser(manager: ReturnType<typeof createUserManager>, callbackPath: string): Promise<User | null> {
  if (window.location.pathname !== callbackPath) {
    const stored = await manager.getUser();
    if (!stored || !stored.expired) return stored;
    // Renews with the refresh token; when that fails the landing page offers Log In.
    return manager.signinSilent().catch(async () => {
      await manager.removeUser();
      return null;
    });
  }
  const user = (await manager.signinCallback()) ?? null;
  const target = callbackTarget(user?.state as LoginState | undefined, window.location.pathname, callbackPath);
  window.history.replaceState(null, '', target);
  return user;
}

/**
 * Starts the portal's session: portal config, the one UserManager, the sign-in callback, token
 * renewal (refresh token, docs/decisions/0005), the startup user lookup and role resolution.
 * Mount the router only once the status has left 'authenticating': the callback rewrites the
 * URL before that.
 */
export async function startSession(): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.learnerProfileCompletionDismissed, 'false');
  seedSession({ status: 'authenticating' });

  let config;
  try {
    config = await loadPortalConfig();
  } catch (error) {
    return fail(`The portal configuration could not be loaded: ${(error as Error).message}`);
  }
  configureApiClient({
    apiBase: config.apiBase,
    apiKey: config.apiKey,
    getAccessToken: () => sessionStore.getState().accessToken,
    onUnauthorized: () => {
      if (!reloginAfterUnauthorized()) fail('The API refused the session token.');
    },
  });
  const manager = createUserManager(config);
  // Sign-in and every renewal (this tab's or another's) hand the new token to the session.
  manager.events.addUserLoaded(applyUser);
  // The renewal before expiry did not happen or failed: renew now, else sign in again to this page.
  manager.events.addAccessTokenExpired(() => void renewAfterExpiry(manager));
  window.addEventListener(LOGOUT_EVENT, () => void logout());

  let user: User | null;
  try {
    user = await signedInUser(manager, config.oidc.redirect_path);
  } catch (error) {
    return fail(`Sign-in failed: ${(error as Error).message}`);
  }
  if (!user) return seedSession({ status: 'anonymous' });
  applyUser(user);
  await loadSessionUser();
}
