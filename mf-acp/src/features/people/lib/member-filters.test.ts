import type { AcpMember } from '@cedar/shared/contract';
import { NO_FILTER, filterMembers, memberCounts, roleIdParam, roleOptions } from './member-filters';

const member = (id: number, patch: Partial<AcpMember>): AcpMember => ({
  id,
  user_email: `m${id}@cedar.test`,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  user_lms_id: null,
  user_role_id: 1,
  active: true,
  is_visible: true,
  is_online: false,
  ...patch,
});

const MEMBERS = [
  member(1, { first_name: 'Ada', last_name: 'Lovelace', user_lms_id: 'L-100', is_online: true }),
  member(2, { first_name: 'Grace', user_role_id: 5 }),
  member(3, { user_role_id: 9, is_online: true }),
  member(4, { user_role_id: 14 }),
  member(5, { first_name: 'Ada', active: false }),
];
const ids = (list: AcpMember[]) => list.map((m) => m.id);

describe('member filters', () => {
  it('keeps everyone without a filter', () => expect(ids(filterMembers(MEMBERS, NO_FILTER))).toEqual([1, 2, 3, 4, 5]));

  it('searches every word across names, e-mail and LMS id, ignoring case', () => {
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, search: 'ada' }))).toEqual([1, 5]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, search: 'ADA lovelace' }))).toEqual([1]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, search: 'l-100' }))).toEqual([1]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, search: 'm3@cedar' }))).toEqual([3]);
  });

  it('filters by role, by group and by the active and online variants', () => {
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, roleId: 5 }))).toEqual([2]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, group: 'learners' }))).toEqual([1, 5]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, group: 'learners', state: 'active' }))).toEqual([1]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, group: 'admins', state: 'online' }))).toEqual([3]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, group: 'staff' }))).toEqual([4]);
    expect(ids(filterMembers(MEMBERS, { ...NO_FILTER, group: 'coaches', state: 'online' }))).toEqual([]);
  });

  it('offers the roles present with their labels and counts', () => {
    expect(roleOptions(MEMBERS)).toEqual([
      { roleId: 1, label: 'Learners', count: 2 },
      { roleId: 5, label: 'Coaches', count: 1 },
      { roleId: 9, label: 'Admins', count: 1 },
      { roleId: 14, label: 'Subject Matter Experts', count: 1 },
    ]);
  });

  it('counts members, active ones, active learners and admins', () => {
    expect(memberCounts(MEMBERS)).toEqual({ total: 5, active: 4, activeLearners: 1, admins: 1 });
  });

  it('reads the roleId route parameter as a known role or none', () => {
    expect(roleIdParam('5')).toBe(5);
    expect(roleIdParam('99')).toBeNull();
    expect(roleIdParam('x')).toBeNull();
    expect(roleIdParam(undefined)).toBeNull();
  });
});
