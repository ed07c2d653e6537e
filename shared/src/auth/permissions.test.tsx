import { act, renderHook } from '@testing-library/react';
import { ROLE, permissionsForRoleId } from '@cedar/shared/domain';
import { can, useCan, useCohortAccess, usePermissions } from './permissions.ts';
import { resetSession, seedSession } from './session-store.ts';
import { membership } from './test-fixtures.ts';

beforeEach(resetSession);

describe('useCan', () => {
  it('answers from the role held in the selected cohort', () => {
    seedSession({ memberships: [membership(ROLE.coach, 7), membership(ROLE.programManager, 9)], selectedCohortId: 7 });
    expect(renderHook(() => useCan('supportRequests')).result.current).toBe(true);
    expect(renderHook(() => useCan('adminSettings')).result.current).toBe(false);
    expect(renderHook(() => useCan('announcementsCanSeeHistory')).result.current).toBe(true);
    expect(renderHook(() => useCan('annoucementsCanCreateAnnouncement')).result.current).toBe(false);

    act(() => seedSession({ selectedCohortId: 9 }));
    expect(renderHook(() => useCan('adminSettings')).result.current).toBe(true);
    expect(renderHook(() => useCan('adminSettingsCreateCohort')).result.current).toBe(true);
  });

  it('grants nothing without a cohort or in a cohort the user is not in', () => {
    seedSession({ memberships: [membership(ROLE.programManager, 7)], selectedCohortId: null });
    expect(renderHook(() => useCan('isAdmin')).result.current).toBe(false);
    act(() => seedSession({ selectedCohortId: 8 }));
    expect(renderHook(() => useCan('isAdmin')).result.current).toBe(false);
  });

  it('keeps the permissions object stable between renders', () => {
    seedSession({ memberships: [membership(ROLE.coach, 7)], selectedCohortId: 7 });
    const { result, rerender } = renderHook(() => usePermissions());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useCohortAccess', () => {
  it('is true for an active non-learner membership in the selected cohort only', () => {
    seedSession({ memberships: [membership(ROLE.learner, 7), membership(ROLE.facilitator, 8)], selectedCohortId: 7 });
    expect(renderHook(() => useCohortAccess()).result.current).toBe(false);
    act(() => seedSession({ selectedCohortId: 8 }));
    expect(renderHook(() => useCohortAccess()).result.current).toBe(true);
    act(() => seedSession({ memberships: [membership(ROLE.facilitator, 8, false)] }));
    expect(renderHook(() => useCohortAccess()).result.current).toBe(false);
  });
});

describe('can', () => {
  it('reads menus and functions of the matrix', () => {
    const limited = permissionsForRoleId(ROLE.limitedAdmin);
    expect(can(limited, 'announcements')).toBe(true);
    expect(can(limited, 'supportRequests')).toBe(false);
    expect(can(limited, 'isAdmin')).toBe(true);
    expect(can(limited, 'adminSettingsCreateCohort')).toBe(false);
  });
});
