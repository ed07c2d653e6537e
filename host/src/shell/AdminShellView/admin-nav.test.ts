import { permissionsForRoleId } from '@cedar/shared/domain';
import { adminLevel2Menu, adminNavEntries, isCohortPickerUnavailable } from './admin-nav';

const keys = (facts: Parameters<typeof adminNavEntries>[0]) => adminNavEntries(facts).map((e) => e.key);

describe('adminNavEntries', () => {
  it('shows a program manager with admin access every entry', () => {
    expect(keys({ menuAccess: permissionsForRoleId(9).menuAccess, hasAdminAccessToCohort: true })).toEqual([
      'overview',
      'supportRequests',
      'announcements',
      'videoLibrary',
      'people',
      'settings',
      'admin',
    ]);
  });

  it('adds Remote health for a Program Manager, and for nobody else', () => {
    const manager = { menuAccess: permissionsForRoleId(9).menuAccess, hasAdminAccessToCohort: true };
    expect(keys({ ...manager, isProgramManager: true }).at(-1)).toBe('remoteHealth');
    expect(adminNavEntries({ ...manager, isProgramManager: true }).at(-1)?.href).toBe('/acp/remoteHealth/');
    // A limited admin has admin access to the cohort but is not a Program Manager.
    const limited = { menuAccess: permissionsForRoleId(11).menuAccess, hasAdminAccessToCohort: true };
    expect(keys({ ...limited, isProgramManager: false })).not.toContain('remoteHealth');
  });

  it('shows a subject matter expert cohort settings but no Admin', () => {
    expect(keys({ menuAccess: permissionsForRoleId(14).menuAccess, hasAdminAccessToCohort: false })).toEqual([
      'overview',
      'supportRequests',
      'announcements',
      'videoLibrary',
      'people',
      'settings',
    ]);
  });

  it('links cohort settings at the first section the user may open', () => {
    const href = (roleId: number) =>
      adminNavEntries({ menuAccess: permissionsForRoleId(roleId).menuAccess, hasAdminAccessToCohort: false }).find(
        (e) => e.key === 'settings',
      )?.href;
    expect(href(9)).toBe('/acp/settings/#associated-courses');
    expect(href(14)).toBe('/acp/settings/#associated-courses');
    // A limited admin has calendar, staff and web tools menus, not cohort settings.
    expect(href(11)).toBe('/acp/settings/#calendar-settings');
    expect(href(5)).toBeUndefined();
  });

  it('shows a coach support requests, announcements and people, no Admin', () => {
    expect(keys({ menuAccess: permissionsForRoleId(5).menuAccess, hasAdminAccessToCohort: false })).toEqual([
      'overview',
      'supportRequests',
      'announcements',
      'videoLibrary',
      'people',
    ]);
  });

  it('shows a limited admin no support requests and no people', () => {
    expect(keys({ menuAccess: permissionsForRoleId(11).menuAccess, hasAdminAccessToCohort: true })).toEqual([
      'overview',
      'announcements',
      'videoLibrary',
      'settings',
      'admin',
    ]);
  });

  it('highlights People for any path under it', () => {
    const people = adminNavEntries({ menuAccess: { supportRequests: true }, hasAdminAccessToCohort: false }).find(
      (e) => e.key === 'people',
    )!;
    expect(people.matches('/acp/people')).toBe(true);
    expect(people.matches('/acp/people/4')).toBe(true);
    expect(people.matches('/acp/peoplex')).toBe(false);
  });
});

describe('adminLevel2Menu', () => {
  const facts = (roleId: number, hasAdminAccessToCohort: boolean) => ({
    menuAccess: permissionsForRoleId(roleId).menuAccess,
    hasAdminAccessToCohort,
  });
  const hrefs = (path: string, roleId: number, admin: boolean) =>
    adminLevel2Menu(path, facts(roleId, admin))?.items.map((item) => item.href) ?? null;

  it('lists every settings anchor for a program manager', () => {
    expect(hrefs('/acp/settings/', 9, true)).toEqual([
      '/acp/settings/#associated-courses',
      '/acp/settings/#calendar-settings',
      '/acp/settings/#supportstaff-settings',
      '/acp/settings/#webtools-settings',
    ]);
    expect(adminLevel2Menu('/acp/settings', facts(9, true))?.label).toBe('Cohort settings sections');
  });

  it('lists only the settings anchors the menu keys open', () => {
    expect(hrefs('/acp/settings/', 11, true)).toEqual([
      '/acp/settings/#calendar-settings',
      '/acp/settings/#supportstaff-settings',
      '/acp/settings/#webtools-settings',
    ]);
    expect(hrefs('/acp/settings/', 5, false)).toBeNull();
  });

  it('lists the admin anchors with admin access to the cohort', () => {
    expect(hrefs('/acp/admin/settings/', 9, true)).toEqual([
      '/acp/admin/settings/#cohort-management',
      '/acp/admin/settings/#cohort-member-management',
    ]);
    // Role 11 manages cohorts, not cohort members.
    expect(hrefs('/acp/admin/settings', 11, true)).toEqual(['/acp/admin/settings/#cohort-management']);
    expect(hrefs('/acp/admin/settings/', 14, false)).toBeNull();
  });

  it('has no level-2 menu elsewhere', () => {
    expect(hrefs('/', 9, true)).toBeNull();
    expect(hrefs('/acp/people', 9, true)).toBeNull();
  });
});

describe('isCohortPickerUnavailable', () => {
  it('is true on the admin settings paths only', () => {
    expect(isCohortPickerUnavailable('/acp/admin/settings/')).toBe(true);
    expect(isCohortPickerUnavailable('/acp/admin/settings')).toBe(true);
    expect(isCohortPickerUnavailable('/acp/settings/')).toBe(false);
  });
});
