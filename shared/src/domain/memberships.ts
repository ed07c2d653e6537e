import { type AcpPermissions, NO_PERMISSIONS, permissionsForRoleId } from './permissions.ts';
import { ROLE } from './roles.ts';

/** The facts about a course membership that access rules need. */
export interface MembershipFacts {
  cohort_id: number;
  user_role_id: number;
  active: boolean;
}

const ADMIN_ROLES: number[] = [ROLE.programManager, ROLE.limitedAdmin];

function activeIn<M extends MembershipFacts>(memberships: readonly M[], cohortId: number): M[] {
  return memberships.filter((m) => m.active && m.cohort_id === cohortId);
}

/** "Cohort access": an active membership with a non-learner role in that cohort. */
export function hasCohortAccess(memberships: readonly MembershipFacts[], cohortId: number): boolean {
  return activeIn(memberships, cohortId).some((m) => m.user_role_id !== ROLE.learner);
}

/** "Admin access to a cohort": role 9 in it. */
export function hasAdminAccessToCohort(memberships: readonly MembershipFacts[], cohortId: number): boolean {
  return activeIn(memberships, cohortId).some((m) => m.user_role_id === ROLE.programManager);
}

/** Is the user an active member of the cohort in any role? */
export function isMemberOf(memberships: readonly MembershipFacts[], cohortId: number): boolean {
  return activeIn(memberships, cohortId).length > 0;
}

/**
 * The role a user holds in a cohort: the highest-privilege active role there
 * (Program Manager first, learner last), or null when they hold none.
 */
export function roleInCohort(memberships: readonly MembershipFacts[], cohortId: number): number | null {
  const roles = activeIn(memberships, cohortId).map((m) => m.user_role_id);
  if (roles.length === 0) return null;
  const rank = (id: number) =>
    id === ROLE.programManager ? 0 : id === ROLE.limitedAdmin ? 1 : id === ROLE.learner ? 99 : 2;
  return [...roles].sort((a, b) => rank(a) - rank(b))[0]!;
}

/** What a user may do in a cohort comes from the role they hold in it (DECISIONS.md). */
export function permissionsInCohort(memberships: readonly MembershipFacts[], cohortId: number | null): AcpPermissions {
  if (cohortId === null) return NO_PERMISSIONS;
  const role = roleInCohort(memberships, cohortId);
  return role === null ? NO_PERMISSIONS : permissionsForRoleId(role);
}

/** The default admin-console cohort: the first admin membership, else the first membership. */
export function defaultAcpCohortId(memberships: readonly MembershipFacts[]): number | null {
  const admin = memberships.find((m) => ADMIN_ROLES.includes(m.user_role_id));
  return (admin ?? memberships[0])?.cohort_id ?? null;
}

/** Active members first, one entry per e-mail, keeping the active one (§4.8). */
export function activeFirstUniqueByEmail<M extends { user_email: string; active: boolean }>(rows: readonly M[]): M[] {
  const sorted = [...rows].sort((a, b) => Number(b.active) - Number(a.active));
  const seen = new Set<string>();
  return sorted.filter((row) => {
    const key = row.user_email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
