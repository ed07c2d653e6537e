import type { Membership } from '@cedar/shared/contract';
import { displayName, isVisibleAccount, ROLE, roleInCohort } from '@cedar/shared/domain';
import type { UserRecord } from '../db/repositories/records.ts';
import type { Viewer } from './viewer.ts';

/** One person of a cohort listing with their memberships in the listed cohorts. */
export interface DirectoryEntry {
  user: UserRecord;
  memberships: Membership[];
}

/** Learners see only active, visible members; staff of the cohort see everyone. */
export function seesOnlyVisibleMembers(viewer: Viewer, cohortIds: number[]): boolean {
  return cohortIds.some((id) => roleInCohort(viewer.memberships, id) === ROLE.learner);
}

/**
 * The directory's people (§5): one entry per e-mail, test-style accounts left out except the
 * viewer's own, highest role first, then by display name; then the requested page.
 */
export function directoryPage(
  rows: { user: UserRecord; membership: Membership }[],
  viewer: Viewer,
  page: { offset: number; limit: number },
): DirectoryEntry[] {
  const byEmail = new Map<string, DirectoryEntry>();
  for (const { user, membership } of rows) {
    if (!isVisibleAccount(user.email, viewer.email)) continue;
    const entry = byEmail.get(user.email) ?? { user, memberships: [] };
    entry.memberships.push(membership);
    byEmail.set(user.email, entry);
  }
  const topRole = (entry: DirectoryEntry) => Math.max(...entry.memberships.map((m) => m.user_role_id));
  const sorted = [...byEmail.values()].sort(
    (a, b) =>
      topRole(b) - topRole(a) ||
      displayName(a.user).localeCompare(displayName(b.user)) ||
      a.user.email.localeCompare(b.user.email),
  );
  return sorted.slice(page.offset, page.offset + page.limit);
}
