import { isVisibleAccount } from './people.ts';
import { ROLE } from './roles.ts';

/** What the directory's membership rule reads of one membership row. */
export interface DirectoryMembershipFacts {
  user_email: string;
  user_role_id: number;
  is_visible: boolean;
  active: boolean;
}

/** Roles never listed in the cohort directory (§5): Program Manager and Limited Admin. */
export const DIRECTORY_EXCLUDED_ROLES: readonly number[] = [ROLE.programManager, ROLE.limitedAdmin];

/**
 * The cohort directory's members (§5, §4.8): roles 9 and 11 left out, `is_visible` required,
 * test-style accounts left out except the viewer's own, one entry per e-mail (the active one
 * first), highest role id first. Entries of equal role keep their given order.
 */
export function directoryMembers<M extends DirectoryMembershipFacts>(rows: readonly M[], viewerEmail: string): M[] {
  const byEmail = new Map<string, M>();
  for (const row of rows) {
    if (DIRECTORY_EXCLUDED_ROLES.includes(row.user_role_id) || !row.is_visible) continue;
    if (!isVisibleAccount(row.user_email, viewerEmail)) continue;
    const key = row.user_email.toLowerCase();
    const kept = byEmail.get(key);
    if (!kept || (!kept.active && row.active)) byEmail.set(key, row);
  }
  const order = new Map(rows.map((row, index) => [row, index]));
  return [...byEmail.values()].sort(
    (a, b) => b.user_role_id - a.user_role_id || Number(b.active) - Number(a.active) || order.get(a)! - order.get(b)!,
  );
}
