import { type AcpPermissions, type MenuKey, NO_PERMISSIONS, permissionsForRoleId } from './permissions.ts';
import { ROLE } from './roles.ts';

/** The facts about a course membership that access rules need. */
export interface MembershipFacts {
  cohort_id: number;
  user_role_id: number;
  active: boolean;
  /** Connect visibility: false hides the member from learners (absent: visible). */
  is_visible?: boolean;
}

const ADMIN_ROLES: number[] = [ROLE.programManager, ROLE.limitedAdmin];

function activeIn<M extends MembershipFacts>(memberships: readonly M[], cohortId: number): M[] {
  return memberships.filter((m) => m.active && m.cohort_id === cohortId);
}

/** "Cohort access": an active membership with a non-learner role in that cohort. */
export function hasCohortAccess(memberships: readonly MembershipFacts[], cohortId: number): boolean {
  return activeIn(memberships, cohortId).some((m) => m.user_role_id !== ROLE.learner);
}

/**
 * "Admin access to a cohort" where no menu is involved: role 9 in it. Adding and editing a
 * cohort's members rests on this (DECISIONS.md: only role 9 does that).
 */
export function hasAdminAccessToCohort(memberships: readonly MembershipFacts[], cohortId: number): boolean {
  return activeIn(memberships, cohortId).some((m) => m.user_role_id === ROLE.programManager);
}

/**
 * "Admin access to a cohort" for one admin-console menu (DECISIONS.md): role 9 in it, or role 11
 * in it when role 11's menus hold that menu. The Admin tab asks this for `adminSettings`, so a
 * limited admin gets it; member editing keeps to hasAdminAccessToCohort.
 */
export function hasAdminMenuAccessToCohort(
  memberships: readonly MembershipFacts[],
  cohortId: number,
  menu: MenuKey,
): boolean {
  const roles = activeIn(memberships, cohortId).map((m) => m.user_role_id);
  if (roles.includes(ROLE.programManager)) return true;
  return roles.includes(ROLE.limitedAdmin) && permissionsForRoleId(ROLE.limitedAdmin).menuAccess[menu];
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
