import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  announcements,
  calendarEvents,
  calendars,
  cohorts,
  cohortWebtools,
  courseLaunchpads,
  courses,
  lmsAssignmentOverrides,
  lmsAssignments,
  lmsSubmissions,
  videos,
} from '../../src/db/schema/index.ts';
import { DEFAULT_EVENTS_CALENDAR_ID } from '../../src/config.ts';
import { COHORT_A, COHORT_B, COURSE_A, COURSE_B, PEOPLE } from './fixtures.ts';

/** The clock of the dashboard fixture: Wednesday 16 September 2026, 15:00 UTC. */
export const DASHBOARD_NOW = new Date('2026-09-16T15:00:00Z');

export const MEETING_A = '111222333';
export const ZOOM_A = `https://zoom.example.com/j/${MEETING_A}`;
export const CALENDAR_A = 'a-classes@cedar.test';
export const CALENDAR_B = 'b-classes@cedar.test';
export const EVENTS_CALENDAR = DEFAULT_EVENTS_CALENDAR_ID;
export const LMS_A = '5201';

const url = (id: string) => `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(id)}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The dashboard's data over the route-test fixture (fixtures.ts), around DASHBOARD_NOW (or the
 * given clock): cohort A has a meeting link, calendars, events, recordings, announcements of
 * every audience, assignments, tools; cohort B's prestart course has a launchpad.
 */
export async function insertDashboardFixtures(db: Database, now: Date = DASHBOARD_NOW): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await db.update(cohorts).set({ zoom_url: ZOOM_A }).where(eq(cohorts.cohort_id, COHORT_A));
  await db.update(courses).set({ lms_course_id: LMS_A }).where(eq(courses.id, COURSE_A));
  await db.update(courses).set({ lms_course_id: '5202', start_date: '2026-10-05' }).where(eq(courses.id, COURSE_B));

  await db.insert(calendars).values([
    { cohort_id: COHORT_A, calendar_name: 'A Classes', calendar_url: url(CALENDAR_A), google_calendar_id: CALENDAR_A },
    {
      cohort_id: COHORT_A,
      calendar_name: 'Speakers',
      calendar_url: url(EVENTS_CALENDAR),
      google_calendar_id: EVENTS_CALENDAR,
    },
    {
      cohort_id: COHORT_A,
      calendar_name: 'Old',
      calendar_url: url('old@cedar.test'),
      google_calendar_id: 'old@cedar.test',
      active: false,
    },
    { cohort_id: COHORT_B, calendar_name: 'B Classes', calendar_url: url(CALENDAR_B), google_calendar_id: CALENDAR_B },
  ]);
  const event = (id: string, calendar: string, start: number, end: number, meeting: string | null = ZOOM_A) => ({
    id,
    google_calendar_id: calendar,
    summary: `Event ${id}`,
    start_date_time: at(start),
    end_date_time: at(end),
    meeting_url: meeting,
  });
  await db
    .insert(calendarEvents)
    .values([
      event('a-ended', CALENDAR_A, -2 * HOUR, -HOUR),
      event('a-live', CALENDAR_A, -10 * 60_000, 50 * 60_000),
      event('a-later', CALENDAR_A, 3 * DAY, 3 * DAY + HOUR),
      event('a-too-old', CALENDAR_A, -9 * DAY, -9 * DAY + HOUR),
      event('a-too-far', CALENDAR_A, 9 * DAY, 9 * DAY + HOUR),
      event('speaker', EVENTS_CALENDAR, 2 * DAY, 2 * DAY + HOUR, 'https://zoom.example.com/j/999'),
      event('old-calendar', 'old@cedar.test', HOUR, 2 * HOUR),
      event('b-class', CALENDAR_B, 0, HOUR, null),
    ]);
  const video = (
    uuid: string,
    calendar: string,
    start: number,
    minutes: number,
    extra: Partial<typeof videos.$inferInsert> = {},
  ) => ({
    uuid,
    meeting_id: MEETING_A,
    title: uuid,
    google_calendar_ids: [calendar],
    recording_start: at(start),
    recording_end: at(start + minutes * 60_000),
    source_details: { recording_details: { start_time: at(start).toISOString() } },
    ...extra,
  });
  await db
    .insert(videos)
    .values([
      video('rec-today', CALENDAR_A, -2 * HOUR + 60_000, 55),
      video('rec-yesterday', CALENDAR_A, -DAY, 90),
      video('rec-archived', CALENDAR_A, -2 * HOUR, 120, { archived: true }),
      video('rec-other-cohort', CALENDAR_B, -2 * HOUR, 120),
    ]);

  await db.insert(announcements).values([
    {
      body: '<p>Everyone</p>',
      post_as: 'Cedar',
      audience: 1,
      author_email: PEOPLE.programManager.email,
      post_schedule: at(-HOUR),
      post_expiration: at(DAY),
    },
    {
      body: '<p>Program 1</p>',
      post_as: 'myself',
      audience: 2,
      program_id: 1,
      author_email: PEOPLE.programManager.email,
      post_schedule: at(-2 * HOUR),
      post_expiration: null,
    },
    {
      body: '<p>Program 6</p>',
      post_as: 'myself',
      audience: 2,
      program_id: 6,
      post_schedule: at(-HOUR),
      post_expiration: at(DAY),
    },
    {
      body: '<p>Cohort A</p>',
      post_as: 'myself',
      audience: 3,
      cohort_id: COHORT_A,
      author_email: PEOPLE.facilitator.email,
      post_schedule: at(-30 * 60_000),
      post_expiration: at(DAY),
    },
    {
      body: '<p>Cohort B</p>',
      post_as: 'myself',
      audience: 3,
      cohort_id: COHORT_B,
      post_schedule: at(-HOUR),
      post_expiration: at(DAY),
    },
    { body: '<p>Queued</p>', post_as: 'Cedar', audience: 1, post_schedule: at(HOUR), post_expiration: at(DAY) },
    { body: '<p>Expired</p>', post_as: 'Cedar', audience: 1, post_schedule: at(-3 * DAY), post_expiration: at(-DAY) },
    {
      body: '<p>Deleted</p>',
      post_as: 'Cedar',
      audience: 1,
      post_schedule: at(-HOUR),
      post_expiration: at(DAY),
      is_deleted: true,
    },
  ]);

  const [pastTodo, pastGraded, soonCustom, soonSection, weekEnd, farAway] = await db
    .insert(lmsAssignments)
    .values([
      { course_id: COURSE_A, title: 'Past to-do', due_at: at(-2 * DAY), points_possible: 10 },
      { course_id: COURSE_A, title: 'Past graded', due_at: at(-DAY), points_possible: 20 },
      { course_id: COURSE_A, title: 'Custom for the learner', due_at: at(-DAY / 2), points_possible: 5 },
      { course_id: COURSE_A, title: 'Section date', due_at: at(20 * DAY), points_possible: 5 },
      {
        course_id: COURSE_A,
        title: 'This week',
        due_at: at(DAY),
        points_possible: 5,
        html_url: 'https://lms.example.com/a/1',
      },
      { course_id: COURSE_A, title: 'Far away', due_at: at(30 * DAY), points_possible: 5 },
    ])
    .returning({ id: lmsAssignments.id });
  await db.insert(lmsAssignmentOverrides).values([
    { assignment_id: soonCustom!.id, user_email: PEOPLE.learner.email, due_at: at(2 * DAY) },
    { assignment_id: soonCustom!.id, user_email: PEOPLE.classmate.email, due_at: at(4 * DAY) },
    { assignment_id: soonSection!.id, section_name: 'Weekend Section', due_at: at(25 * DAY) },
    { assignment_id: soonSection!.id, section_name: 'Cohort evening', due_at: at(5 * DAY) },
  ]);
  await db.insert(lmsSubmissions).values([
    { assignment_id: pastGraded!.id, user_email: PEOPLE.learner.email, submitted_at: at(-2 * DAY), score: 18 },
    { assignment_id: weekEnd!.id, user_email: PEOPLE.learner.email, submitted_at: at(-HOUR), score: null },
    { assignment_id: pastTodo!.id, user_email: PEOPLE.classmate.email, submitted_at: at(-3 * DAY), score: 9 },
  ]);
  void farAway;

  await db.insert(cohortWebtools).values([
    { cohort_id: COHORT_A, webtools_id: 5 },
    { cohort_id: COHORT_A, webtools_id: 3, url: 'https://github.com/cedar-academy' },
    { cohort_id: COHORT_A, webtools_id: 6, is_active: false },
    { cohort_id: COHORT_B, webtools_id: 13 },
  ]);
  await db.insert(courseLaunchpads).values({ course_id: COURSE_B, hero_image_url: 'https://cdn.example.com/hero.png' });
}
