/** The facts of a course membership the current-cohort rule reads (a contract Membership fits). */
export interface CohortMembershipFacts<C extends CohortCourseFacts = CohortCourseFacts> {
  cohort_id: number;
  active: boolean;
  cohort?: { cohort_name: string } | null;
  course?: C | null;
}

/** The facts of a course the rule reads: its id, and its status ('prestart', 'active', ...). */
export interface CohortCourseFacts {
  id: number;
  status: string;
}

/** The cohort a learner's pages show, with what they need to know about it. */
export interface CurrentCohort<C extends CohortCourseFacts = CohortCourseFacts> {
  cohortId: number | null;
  cohortName: string | null;
  /** The cohort's courses, once each, in membership order (the dashboard's colours follow it). */
  courses: C[];
  /** A course of the cohort has not started (prestart): launchpad and Classmates replace the usual panels. */
  isPrestart: boolean;
}

/**
 * The current cohort: the chosen one (the admin console's selection, or a cohort a page was
 * given), else the cohort of the first active membership. Inactive memberships never count.
 */
export function currentCohort<C extends CohortCourseFacts>(
  memberships: readonly CohortMembershipFacts<C>[],
  chosenCohortId: number | null | undefined,
): CurrentCohort<C> {
  const active = memberships.filter((m) => m.active);
  const cohortId = chosenCohortId ?? active[0]?.cohort_id ?? null;
  const inCohort = active.filter((m) => m.cohort_id === cohortId);
  const courses: C[] = [];
  for (const { course } of inCohort) {
    if (course && !courses.some((c) => c.id === course.id)) courses.push(course);
  }
  return {
    cohortId,
    cohortName: inCohort.find((m) => m.cohort)?.cohort?.cohort_name ?? null,
    courses,
    isPrestart: courses.some((course) => course.status === 'prestart'),
  };
}
