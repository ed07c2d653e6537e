import { currentCohort } from './current-cohort.ts';

const course = (id: number, status = 'active') => ({ id, status });
const membership = (
  cohortId: number,
  courseId: number | null,
  options: { active?: boolean; status?: string } = {},
) => ({
  cohort_id: cohortId,
  active: options.active ?? true,
  cohort: { cohort_name: `Cohort ${cohortId}` },
  course: courseId === null ? null : course(courseId, options.status),
});

describe('currentCohort', () => {
  it('is the chosen cohort when there is one', () => {
    const current = currentCohort([membership(1, 10), membership(2, 20)], 2);
    expect(current).toEqual({ cohortId: 2, cohortName: 'Cohort 2', courses: [course(20)], isPrestart: false });
  });

  it('is the first active membership’s cohort when none is chosen', () => {
    const memberships = [membership(1, 10, { active: false }), membership(3, 30), membership(2, 20)];
    expect(currentCohort(memberships, null).cohortId).toBe(3);
    expect(currentCohort(memberships, undefined).cohortId).toBe(3);
  });

  it('lists each course of the cohort once, in membership order, and only active ones', () => {
    const memberships = [
      membership(1, 11),
      membership(1, 10),
      membership(1, 11),
      membership(1, 12, { active: false }),
      membership(1, null),
    ];
    expect(currentCohort(memberships, null).courses.map((c) => c.id)).toEqual([11, 10]);
  });

  it('is prestart when a course of the cohort is', () => {
    expect(currentCohort([membership(1, 10), membership(1, 11, { status: 'prestart' })], 1).isPrestart).toBe(true);
    expect(currentCohort([membership(1, 10), membership(2, 11, { status: 'prestart' })], 1).isPrestart).toBe(false);
  });

  it('is no cohort without an active membership', () => {
    expect(currentCohort([membership(1, 10, { active: false })], null)).toEqual({
      cohortId: null,
      cohortName: null,
      courses: [],
      isPrestart: false,
    });
  });
});
