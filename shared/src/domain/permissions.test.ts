import { canSeeSupportRequests, MENU_KEYS, permissionsForRoleId } from './permissions.ts';
import { ROLES, supportPanelRoles } from './roles.ts';

describe('permission matrix', () => {
  it('gives Program Managers every menu but adminSettingsManageLearners and every function', () => {
    const pm = permissionsForRoleId(9);
    expect(MENU_KEYS.filter((key) => !pm.menuAccess[key])).toEqual(['adminSettingsManageLearners']);
    expect(Object.values(pm.functions).every(Boolean)).toBe(true);
  });

  it('gives Limited Admins announcements and admin menus but no support requests', () => {
    const limited = permissionsForRoleId(11);
    expect(limited.menuAccess.announcements).toBe(true);
    expect(limited.menuAccess.adminSettingsManageCohorts).toBe(true);
    expect(limited.menuAccess.supportRequests).toBe(false);
    expect(limited.menuAccess.cohortSettings).toBe(false);
    expect(limited.functions.isAdmin).toBe(true);
    expect(limited.functions.annoucementsCanSendAnnoucementsToEveryone).toBe(true);
    expect(limited.functions.adminSettingsCreateCohort).toBe(false);
    expect(canSeeSupportRequests(limited)).toBe(false);
  });

  it('lets coaches see support requests and announcement history only', () => {
    const coach = permissionsForRoleId(5);
    expect(canSeeSupportRequests(coach)).toBe(true);
    expect(coach.functions.announcementsCanSeeHistory).toBe(true);
    expect(coach.functions.annoucementsCanCreateAnnouncement).toBe(false);
    expect(coach.functions.supportRequestsCanSeePersonalRequests).toBe(false);
  });

  it('shows personal requests to support and advising staff only', () => {
    const personal = ROLES.filter((r) => r.acpPermissions.functions.supportRequestsCanSeePersonalRequests).map(
      (r) => r.id,
    );
    expect(personal).toEqual([4, 6, 7, 9, 13, 15]);
  });

  it('lets role 8 edit and delete announcements, unlike the other instructional roles', () => {
    expect(permissionsForRoleId(8).functions.annoucementsCanEditAnnoucements).toBe(true);
    expect(permissionsForRoleId(2).functions.annoucementsCanEditAnnoucements).toBe(false);
  });

  it('gives learners nothing', () => {
    const learner = permissionsForRoleId(1);
    expect(Object.values(learner.menuAccess).some(Boolean)).toBe(false);
    expect(Object.values(learner.functions).some(Boolean)).toBe(false);
  });
});

describe('role table', () => {
  it('holds all 15 roles', () => {
    expect(ROLES.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('orders the support panel as the spec says', () => {
    expect(supportPanelRoles().map((r) => r.uiName)).toEqual([
      'Senior Software Engineer',
      'Senior UX Engineer',
      'Facilitator',
      'Learner Success Advisor',
      'Career Advisor',
      'Admissions Counselor',
      'Cyber Security Manager',
      'Financial Aid Advisor',
      'Subject Matter Expert',
    ]);
  });
});
