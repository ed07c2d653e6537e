import { act, renderHook } from '@testing-library/react';
import type { Membership } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { useCurrentCohort } from './cohort.ts';
import { resetSession, seedSession } from './session-store.ts';
import { membership } from './test-fixtures.ts';

beforeEach(resetSession);

function withCourse(cohortId: number, courseId: number, status: string, active = true): Membership {
  return {
    ...membership(ROLE.learner, cohortId, active),
    cohort: { cohort_id: cohortId, cohort_name: `Cohort ${cohortId}`, program_id: 1 },
    course: { id: courseId, coursename: `Course ${courseId}`, status },
  };
}

describe('useCurrentCohort', () => {
  const memberships = [withCourse(7, 70, 'active', false), withCourse(8, 80, 'active'), withCourse(9, 90, 'prestart')];

  it('is the first active membership’s cohort, then the session’s selection', () => {
    seedSession({ memberships, selectedCohortId: null });
    const { result } = renderHook(() => useCurrentCohort());
    expect(result.current).toMatchObject({ cohortId: 8, cohortName: 'Cohort 8', isPrestart: false });
    act(() => seedSession({ selectedCohortId: 9 }));
    expect(result.current).toMatchObject({ cohortId: 9, cohortName: 'Cohort 9', isPrestart: true });
  });

  it('prefers the cohort a page passes over the session’s selection', () => {
    seedSession({ memberships, selectedCohortId: 8 });
    expect(renderHook(() => useCurrentCohort(9)).result.current.cohortId).toBe(9);
    expect(renderHook(() => useCurrentCohort(null)).result.current.cohortId).toBe(8);
  });

  it('keeps the same object between renders', () => {
    seedSession({ memberships, selectedCohortId: null });
    const { result, rerender } = renderHook(() => useCurrentCohort());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
