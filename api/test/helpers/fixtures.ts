import { ROLE } from '@cedar/shared/domain';
import type { Database } from '../../src/db/client.ts';
import { cohortCourses, cohorts, courses, userCourses, userFavorites, users } from '../../src/db/schema/index.ts';

/** The two cohorts of the route tests. */
export const COHORT_A = 101;
export const COHORT_B = 102;
export const COURSE_A = 201;
export const COURSE_B = 202;

interface Person {
  email: string;
  first: string;
  roles: { cohort: number; role: number; active?: boolean; visible?: boolean }[];
  profile?: Partial<typeof users.$inferInsert>;
}

/** Everyone in the fixture, by the part they play in the tests. */
export const PEOPLE = {
  learner: { email: 'learner@cedar.test', first: 'Lena', roles: [{ cohort: COHORT_A, role: ROLE.learner }] },
  classmate: { email: 'classmate@cedar.test', first: 'Cato', roles: [{ cohort: COHORT_A, role: ROLE.learner }] },
  private: { email: 'private@cedar.test', first: 'Pia', roles: [{ cohort: COHORT_A, role: ROLE.learner }] },
  invisible: {
    email: 'invisible@cedar.test',
    first: 'Ivo',
    roles: [{ cohort: COHORT_A, role: ROLE.learner, visible: false }],
  },
  former: {
    email: 'former@cedar.test',
    first: 'Fritz',
    roles: [{ cohort: COHORT_A, role: ROLE.learner, active: false }],
  },
  testAccount: { email: 'tester@cedar.test', first: 'Tess', roles: [{ cohort: COHORT_A, role: ROLE.learner }] },
  otherLearner: { email: 'other@cedar.test', first: 'Otto', roles: [{ cohort: COHORT_B, role: ROLE.learner }] },
  coach: { email: 'coach@cedar.test', first: 'Coco', roles: [{ cohort: COHORT_A, role: ROLE.coach }] },
  facilitator: { email: 'facilitator@cedar.test', first: 'Fay', roles: [{ cohort: COHORT_A, role: ROLE.facilitator }] },
  support: { email: 'support@cedar.test', first: 'Sue', roles: [{ cohort: COHORT_A, role: ROLE.support }] },
  limitedAdmin: { email: 'limited@cedar.test', first: 'Lim', roles: [{ cohort: COHORT_A, role: ROLE.limitedAdmin }] },
  programManager: { email: 'admin@cedar.test', first: 'Ada', roles: [{ cohort: COHORT_A, role: ROLE.programManager }] },
  otherManager: {
    email: 'manager-b@cedar.test',
    first: 'Bea',
    roles: [{ cohort: COHORT_B, role: ROLE.programManager }],
  },
  nocourse: { email: 'nocourse@cedar.test', first: 'Nora', roles: [] },
} satisfies Record<string, Person>;

/** A fixture person's name in the tests. */
export type PersonKey = keyof typeof PEOPLE;

const fullProfile = {
  secondary_email: 'lena.private@example.com',
  user_lms_id: 'lms-1001',
  user_location: { description: 'Austin, TX, USA', place_id: 'p-austin', types: ['locality'], lat: 30.27, lng: -97.74 },
  user_timezone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time', utc_offset_minutes: -360 },
  user_focus_time: { monday: ['night_owl', { id: 'morning_lark' }] },
  user_work_schedule: ['part_time'],
  user_primary_spoken_language: 'English',
};

const PROFILES: Partial<Record<PersonKey, Partial<typeof users.$inferInsert>>> = {
  learner: fullProfile,
  private: { ...fullProfile, user_show_location: false, user_show_timezone: false, secondary_email: null },
  coach: { user_focus_time: { friday: ['evening_eagle'] }, user_work_schedule: ['full_time'] },
};

/** Writes the fixture: two cohorts, one course each, and the people above. */
export async function insertFixtures(db: Database): Promise<void> {
  await db.insert(courses).values([
    { id: COURSE_A, coursename: 'Software Engineering A', status: 'active' },
    { id: COURSE_B, coursename: 'Software Engineering B', status: 'prestart' },
  ]);
  await db.insert(cohorts).values([
    { cohort_id: COHORT_A, cohort_name: 'Cohort A', program_id: 1 },
    { cohort_id: COHORT_B, cohort_name: 'Cohort B', program_id: 6 },
  ]);
  await db.insert(cohortCourses).values([
    { cohort_id: COHORT_A, course_id: COURSE_A },
    { cohort_id: COHORT_B, course_id: COURSE_B },
  ]);
  const people = Object.entries(PEOPLE) as [PersonKey, Person][];
  await db.insert(users).values(
    people.map(([key, person]) => ({
      email: person.email.toLowerCase(),
      username: person.email.toLowerCase(),
      first_name: person.first,
      last_name: 'Fixture',
      user_role: person.roles.every((r) => r.role === ROLE.learner) && person.roles.length ? 'student' : null,
      ...PROFILES[key],
    })),
  );
  await db.insert(userCourses).values(
    people.flatMap(([, person]) =>
      person.roles.map((r) => ({
        user_email: person.email.toLowerCase(),
        user_role_id: r.role,
        cohort_id: r.cohort,
        course_id: r.cohort === COHORT_A ? COURSE_A : COURSE_B,
        is_visible: r.visible ?? true,
        active: r.active ?? true,
      })),
    ),
  );
  await db.insert(userFavorites).values({ owner_email: PEOPLE.learner.email, favorite_email: PEOPLE.classmate.email });
}
