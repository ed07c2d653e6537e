import type { MembershipFacts } from './memberships.ts';
import { ROLE } from './roles.ts';

/** Token roles claim values that mark staff (profiles-shell-and-access §6.1). */
export const STAFF_CLAIM_ROLES = ['Staff', 'Admin', 'Instructor'] as const;

export type StartupRole<M extends MembershipFacts> =
  | { kind: 'no-course' }
  | { kind: 'error'; reason: string }
  | { kind: 'resolved'; role: number; hasAdminAccess: boolean; memberships: M[]; isCoach: boolean };

export interface StartupInput<M extends MembershipFacts> {
  memberships: readonly M[];
  tokenRoles: readonly string[];
  /** The stored coachSwitchToACP flag. */
  coachSwitchToACP: boolean;
}

/** A user qualifies for the admin console by a staff claim or an active role other than 1 and 5. */
export function qualifiesForAdmin(memberships: readonly MembershipFacts[], tokenRoles: readonly string[]): boolean {
  const staffClaim = tokenRoles.some((r) => (STAFF_CLAIM_ROLES as readonly string[]).includes(r));
  return (
    staffClaim || memberships.some((m) => m.active && m.user_role_id !== ROLE.learner && m.user_role_id !== ROLE.coach)
  );
}

/**
 * Startup role resolution (profiles-shell-and-access §4.1). It only picks the shell;
 * what a user may do in a cohort comes from the role held there.
 */
export function resolveStartupRole<M extends MembershipFacts>(input: StartupInput<M>): StartupRole<M> {
  const active = input.memberships.filter((m) => m.active);
  if (active.length === 0) return { kind: 'no-course' };

  const coachEntries = active.filter((m) => m.user_role_id === ROLE.coach);
  if (coachEntries.length > 0) {
    if (input.coachSwitchToACP) {
      return { kind: 'resolved', role: ROLE.coach, hasAdminAccess: true, memberships: coachEntries, isCoach: true };
    }
    // A coach with no learner membership of their own sees the learner dashboard of the
    // cohorts they coach (docs/decisions/0003-startup-roles.md).
    const learnerEntries = active.filter((m) => m.user_role_id === ROLE.learner);
    const entries = learnerEntries.length > 0 ? learnerEntries : coachEntries;
    if (entries.length === 0) return { kind: 'error', reason: 'No course entries remain for the coach.' };
    return { kind: 'resolved', role: ROLE.learner, hasAdminAccess: false, memberships: entries, isCoach: true };
  }

  if (qualifiesForAdmin(active, input.tokenRoles)) {
    const role = active.some((m) => m.user_role_id === ROLE.limitedAdmin) ? ROLE.limitedAdmin : ROLE.programManager;
    const staffEntries = active.filter((m) => m.user_role_id !== ROLE.learner);
    return {
      kind: 'resolved',
      role,
      hasAdminAccess: true,
      memberships: staffEntries.length > 0 ? staffEntries : active,
      isCoach: false,
    };
  }

  const learnerEntries = active.filter((m) => m.user_role_id === ROLE.learner);
  if (learnerEntries.length === 0) return { kind: 'no-course' };
  return { kind: 'resolved', role: ROLE.learner, hasAdminAccess: false, memberships: learnerEntries, isCoach: false };
}

/** Tracking user id: 'kl-' for role 1, 'kc-' for role 5, 'ks-' otherwise, then a generated id. */
export function trackingUserId(role: number, generatedId: string): string {
  const prefix = role === ROLE.learner ? 'kl-' : role === ROLE.coach ? 'kc-' : 'ks-';
  return `${prefix}${generatedId}`;
}
