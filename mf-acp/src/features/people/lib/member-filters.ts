import type { AcpMember } from '@cedar/shared/contract';
import { type MemberGroup, type MemberState, memberGroupOf, roleById, roleFilterLabel } from '@cedar/shared/domain';

/** What the People page filters by: search text, a role id, a group and its state. */
export interface MemberFilter {
  search: string;
  roleId: number | null;
  group: MemberGroup | 'all';
  state: MemberState;
}

export const NO_FILTER: MemberFilter = { search: '', roleId: null, group: 'all', state: 'all' };

/** Case-insensitive match of every word of the search against names, e-mail and LMS id. */
function matchesSearch(member: AcpMember, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [member.first_name, member.last_name, member.user_email, member.user_lms_id ?? '']
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The members the filter keeps, in the list's order (active first). */
export function filterMembers(members: readonly AcpMember[], filter: MemberFilter): AcpMember[] {
  return members.filter(
    (m) =>
      matchesSearch(m, filter.search) &&
      (filter.roleId === null || m.user_role_id === filter.roleId) &&
      (filter.group === 'all' || memberGroupOf(m.user_role_id) === filter.group) &&
      (filter.state === 'all' || (filter.state === 'active' ? m.active : m.active && m.is_online)),
  );
}

/** An option of the role filter: the role's label (§2.9) and how many members hold it. */
export interface RoleOption {
  roleId: number;
  label: string;
  count: number;
}

/** The roles present in the list, by role id, each with its label and count. */
export function roleOptions(members: readonly AcpMember[]): RoleOption[] {
  const counts = new Map<number, number>();
  for (const m of members) counts.set(m.user_role_id, (counts.get(m.user_role_id) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([roleId, count]) => ({
      roleId,
      label: roleFilterLabel(roleId, roleById(roleId)?.secondaryName ?? `Role ${roleId}`),
      count,
    }));
}

/** The header's counts: active learners and admins, and the totals. */
export function memberCounts(members: readonly AcpMember[]) {
  return {
    total: members.length,
    active: members.filter((m) => m.active).length,
    activeLearners: members.filter((m) => m.active && memberGroupOf(m.user_role_id) === 'learners').length,
    admins: members.filter((m) => m.active && memberGroupOf(m.user_role_id) === 'admins').length,
  };
}

/** The roleId route parameter as a role filter: a known role id, else none. */
export function roleIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && roleById(id) ? id : null;
}
