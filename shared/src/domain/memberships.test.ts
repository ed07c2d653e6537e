import {
  activeFirstUniqueByEmail,
  defaultAcpCohortId,
  hasAdminAccessToCohort,
  hasAdminMenuAccessToCohort,
  hasCohortAccess,
  permissionsInCohort,
  roleInCohort,
} from './memberships.ts';

const m = (cohort_id: number, user_role_id: number, active = true) => ({ cohort_id, user_role_id, active });

describe('cohort access', () => {
  it('needs an active non-learner membership in the cohort', () => {
    expect(hasCohortAccess([m(1, 5)], 1)).toBe(true);
    expect(hasCohortAccess([m(1, 1)], 1)).toBe(false);
    expect(hasCohortAccess([m(1, 5, false)], 1)).toBe(false);
    expect(hasCohortAccess([m(2, 5)], 1)).toBe(false);
  });

  it('grants admin access to a cohort with role 9 there only', () => {
    expect(hasAdminAccessToCohort([m(1, 9)], 1)).toBe(true);
    expect(hasAdminAccessToCohort([m(1, 11)], 1)).toBe(false);
  });

  it('grants admin access for a menu to role 9, and to role 11 for the menus of role 11', () => {
    expect(hasAdminMenuAccessToCohort([m(1, 9)], 1, 'adminSettings')).toBe(true);
    expect(hasAdminMenuAccessToCohort([m(1, 9)], 1, 'adminSettingsManageCohortMembers')).toBe(true);
    expect(hasAdminMenuAccessToCohort([m(1, 11)], 1, 'adminSettings')).toBe(true);
    expect(hasAdminMenuAccessToCohort([m(1, 11)], 1, 'adminSettingsManageCohorts')).toBe(true);
    // Role 11's menus leave out cohort members, cohort settings and support requests.
    expect(hasAdminMenuAccessToCohort([m(1, 11)], 1, 'adminSettingsManageCohortMembers')).toBe(false);
    expect(hasAdminMenuAccessToCohort([m(1, 11)], 1, 'cohortSettings')).toBe(false);
    expect(hasAdminMenuAccessToCohort([m(1, 11, false)], 1, 'adminSettings')).toBe(false);
    expect(hasAdminMenuAccessToCohort([m(2, 11)], 1, 'adminSettings')).toBe(false);
    expect(hasAdminMenuAccessToCohort([m(1, 14), m(1, 5)], 1, 'adminSettings')).toBe(false);
  });

  it('takes permissions from the role held in that cohort', () => {
    const memberships = [m(1, 9), m(2, 5)];
    expect(permissionsInCohort(memberships, 1).functions.isAdmin).toBe(true);
    expect(permissionsInCohort(memberships, 2).functions.isAdmin).toBe(false);
    expect(permissionsInCohort(memberships, 3).menuAccess.supportRequests).toBe(false);
    expect(roleInCohort([m(1, 1), m(1, 9)], 1)).toBe(9);
  });

  it('defaults the admin console to the first admin membership, else the first', () => {
    expect(defaultAcpCohortId([m(1, 5), m(2, 9)])).toBe(2);
    expect(defaultAcpCohortId([m(3, 5), m(4, 2)])).toBe(3);
    expect(defaultAcpCohortId([])).toBeNull();
  });
});

describe('activeFirstUniqueByEmail', () => {
  it('keeps the active entry per e-mail, active members first', () => {
    const rows = [
      { user_email: 'a@x.io', active: false, id: 1 },
      { user_email: 'b@x.io', active: true, id: 2 },
      { user_email: 'A@x.io', active: true, id: 3 },
    ];
    expect(activeFirstUniqueByEmail(rows).map((r) => r.id)).toEqual([2, 3]);
  });
});
