import { COHORT_A, COURSE_A, COURSE_B } from './fixtures.ts';

/** A caller's expected status per kind of caller, as the authorisation matrix writes it. */
type Expect<C extends string> = Record<C, number>;

/**
 * The authorisation matrix rows of the cohort settings' Associated Courses, Calendars and
 * Support Team: the cohort's staff read them; only its Program Manager (role 9) searches and
 * writes. Each write is one the Program Manager's call refuses after the access check (a
 * duplicate, an unknown row, a bad URL, a missing role), so the matrix changes nothing.
 */
export function settingsGroupRows<C extends string>(
  signedIn: (status: number, overrides?: Partial<Expect<C>>) => Expect<C>,
) {
  const staffOfA = signedIn(200, { learner: 403, otherLearner: 403 } as Partial<Expect<C>>);
  const adminOfA = (status: number) => signedIn(403, { programManager: status } as Partial<Expect<C>>);
  const base = `/api/v1/cohort/${COHORT_A}`;
  return {
    'GET /api/v1/cohort/:cohortId/courses': [{ url: `${base}/courses`, expect: staffOfA }],
    'GET /api/v1/cohort/:cohortId/courses/:courseId/activeusers': [
      { url: `${base}/courses/${COURSE_A}/activeusers`, expect: staffOfA },
    ],
    'GET /api/v1/cohort/:cohortId/canvascourses': [{ url: `${base}/canvascourses?search=soft`, expect: adminOfA(200) }],
    'POST /api/v1/cohort/:cohortId/courses': [
      { url: `${base}/courses`, payload: { courses: [{ id: COURSE_A }] }, expect: adminOfA(409) },
    ],
    'PUT /api/v1/cohort/:cohortId/courses': [
      { url: `${base}/courses`, payload: { course_ids: [COURSE_B] }, expect: adminOfA(404) },
    ],
    'POST /api/v1/cohort/:cohortId/calendar': [
      {
        url: `${base}/calendar`,
        payload: { calendars: [{ calendar_name: 'Matrix', calendar_url: 'https://calendar.test/embed' }] },
        expect: adminOfA(400),
      },
    ],
    'PUT /api/v1/cohort/:cohortId/calendar/:calId': [
      { url: `${base}/calendar/999999`, payload: { active: false }, expect: adminOfA(404) },
    ],
    'GET /api/v1/cohort/:cohortId/staff': [{ url: `${base}/staff`, expect: staffOfA }],
    'GET /api/v1/cohort/:cohortId/staff/search': [{ url: `${base}/staff/search?search=zz`, expect: adminOfA(200) }],
    'POST /api/v1/cohort/:cohortId/staff': [
      {
        url: `${base}/staff`,
        payload: { staff: [{ user_email: 'matrix@cedar.test', user_role_id: 0 }] },
        expect: adminOfA(400),
      },
    ],
    'PUT /api/v1/cohort/:cohortId/staff/:staffId': [
      { url: `${base}/staff/999999`, payload: { active: false }, expect: adminOfA(404) },
    ],
  };
}
