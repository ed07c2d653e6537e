import type { SessionState } from '@cedar/shared/auth';
import type { Membership, StartupUser } from '@cedar/shared/contract';

/** The demo learner's cohort in tests and stories. */
export const COHORT_ID = 7;
export const COHORT_NAME = 'SEBD September 2026';
export const LEARNER_EMAIL = 'learner@cedar.test';

function membership(courseId: number, coursename: string, status: string, cohortId = COHORT_ID): Membership {
  return {
    id: courseId * 10,
    user_email: LEARNER_EMAIL,
    user_role_id: 1,
    cohort_id: cohortId,
    course_id: courseId,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: null,
    course: { id: courseId, coursename, status, lms_course_id: String(5100 + courseId) },
    cohort: {
      cohort_id: cohortId,
      cohort_name: cohortId === COHORT_ID ? COHORT_NAME : 'Front End January 2027',
      program_id: 1,
    },
  };
}

/** Memberships of a learner in two active courses of cohort 7. */
export const activeMemberships: Membership[] = [
  membership(11, 'Backend Foundations', 'active'),
  membership(12, 'Databases and APIs', 'active'),
];

/** A learner whose cohort's course has not started. */
export const prestartMemberships: Membership[] = [membership(41, 'Front End Launch', 'prestart', 4)];

/** The signed-in learner's record (only the fields the dashboard reads matter). */
export function learnerUser(extra: Partial<StartupUser> = {}): StartupUser {
  return {
    id: 101,
    email: LEARNER_EMAIL,
    first_name: 'Ana',
    last_name: 'Lopez',
    preferred_name: null,
    user_lms_id: '5001',
    user_slack_id: 'U0ANA',
    user_profile_updated_date: '2026-09-01T12:00:00Z',
    user_timezone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Time', utc_offset_minutes: -300 },
    mk_user_courses: activeMemberships,
    ...extra,
  } as StartupUser;
}

/** A ready learner session in cohort 7 (or the prestart cohort). */
export function learnerSession(
  options: { prestart?: boolean; user?: Partial<StartupUser> } = {},
): Partial<SessionState> {
  const memberships = options.prestart ? prestartMemberships : activeMemberships;
  return {
    email: LEARNER_EMAIL,
    role: 1,
    user: learnerUser({ mk_user_courses: memberships, ...options.user }),
    memberships,
    selectedCohortId: memberships[0]!.cohort_id,
  };
}
