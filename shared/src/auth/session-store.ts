import { create } from 'zustand';
import type { Membership, StartupUser } from '@cedar/shared/contract';

/**
 * Where the session is in its life (§2.3, §2.4 pick a screen for each). 'no-access': signed in,
 * but the portal has no user record for the identity; 'no-course': a user record without an
 * active membership; 'error': start-up failed (configuration, sign-in callback, user lookup);
 * 'signing-out': Sign Out is under way, the pages are gone and nothing may sign in again.
 */
export type SessionStatus =
  'anonymous' | 'authenticating' | 'loading-user' | 'ready' | 'no-access' | 'no-course' | 'error' | 'signing-out';

/** The signed-in session: one store for the whole portal (a federation singleton). */
export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  email: string | null;
  /** The token's roles claim (Staff, Admin, Instructor for staff). */
  tokenRoles: string[];
  user: StartupUser | null;
  /** The resolved startup role (§4.1): it picks the shell only. */
  role: number | null;
  hasAdminAccess: boolean;
  /** The user qualifies as a coach (holds role 5): offers Switch to ACP. */
  isCoach: boolean;
  /** The memberships the resolved role keeps. */
  memberships: Membership[];
  /** The admin console's current cohort. */
  selectedCohortId: number | null;
  /** 'kl-' / 'kc-' / 'ks-' tracking id (§3.9). */
  trackingId: string | null;
  /** False until the first page's components have loaded; the shell hides content until then. */
  allComponentsLoaded: boolean;
  /** Why the session is in 'error', for the error screen and logs. */
  errorReason: string | null;
}

/** The state before start-up and after sign-out. */
export const initialSessionState: SessionState = {
  status: 'authenticating',
  accessToken: null,
  email: null,
  tokenRoles: [],
  user: null,
  role: null,
  hasAdminAccess: false,
  isCoach: false,
  memberships: [],
  selectedCohortId: null,
  trackingId: null,
  allComponentsLoaded: false,
  errorReason: null,
};

/** The session store; read it with useSession, change it through the auth module's functions. */
export const sessionStore = create<SessionState>()(() => ({ ...initialSessionState }));

/** Reads the session (or a slice of it) and re-renders when it changes. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return sessionStore((selector ?? ((state: SessionState) => state)) as (state: SessionState) => T | SessionState);
}

/** Sets session fields directly: tests, stories and start-up only. */
export function seedSession(partial: Partial<SessionState>): void {
  sessionStore.setState(partial);
}

/** Back to the initial state; for tests. */
export function resetSession(): void {
  sessionStore.setState({ ...initialSessionState }, true);
}

/** Marks the shell's content as loaded (the first page rendered, or a no-access screen showed). */
export function markAllComponentsLoaded(): void {
  if (!sessionStore.getState().allComponentsLoaded) sessionStore.setState({ allComponentsLoaded: true });
}
