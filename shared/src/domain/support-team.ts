import { roleById } from './roles.ts';
import { displayName } from './people.ts';

/** What the support-team order reads of a member. */
export interface SupportTeamFacts {
  user_role_id: number;
  first_name?: string | null;
  last_name?: string | null;
  preferred_name?: string | null;
}

/**
 * The Support panel's team: members whose role is visible in the support panel, by the
 * role table's display order, then by display name and last name.
 */
export function supportTeam<M extends SupportTeamFacts>(members: readonly M[]): M[] {
  const order = (m: M) => roleById(m.user_role_id)?.displayOrder ?? Number.MAX_SAFE_INTEGER;
  return members
    .filter((m) => roleById(m.user_role_id)?.isVisibleInSupportPanel === true)
    .sort(
      (a, b) =>
        order(a) - order(b) ||
        displayName(a).localeCompare(displayName(b)) ||
        (a.last_name ?? '').localeCompare(b.last_name ?? ''),
    );
}
