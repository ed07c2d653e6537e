import { permissionsForRoleId } from '@cedar/shared/domain';
import { adminNavEntries, isCohortPickerUnavailable } from './admin-nav';

const keys = (facts: Parameters<typeof adminNavEntries>[0]) => adminNavEntries(facts).map((e) => e.key);

describe('adminNavEntries', () => {
  it('shows a program manager with admin access every entry', () => {
    expect(keys({ menuAccess: permissionsForRoleId(9).menuAccess, hasAdminAccessToCohort: true })).toEqual([
      'overview',
      'supportRequests',
      'announcements',
      'videoLibrary',
      'people',
      'admin',
    ]);
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

describe('isCohortPickerUnavailable', () => {
  it('is true on the admin settings paths only', () => {
    expect(isCohortPickerUnavailable('/acp/admin/settings/')).toBe(true);
    expect(isCohortPickerUnavailable('/acp/admin/settings')).toBe(true);
    expect(isCohortPickerUnavailable('/acp/settings/')).toBe(false);
  });
});
