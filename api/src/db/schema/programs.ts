import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Programs of §3.8 (ids are the spec's, not generated). */
export const programs = pgTable('programs', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

/** Course statuses; `prestart` courses have not begun yet. */
export const COURSE_STATUSES = ['prestart', 'active', 'completed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    coursename: text('coursename').notNull(),
    lms_course_id: text('lms_course_id'),
    status: text('status').$type<CourseStatus>().notNull().default('prestart'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
  },
  (t) => [check('courses_status_known', sql`${t.status} in ('prestart', 'active', 'completed')`)],
);

export const cohorts = pgTable(
  'cohorts',
  {
    cohort_id: serial('cohort_id').primaryKey(),
    cohort_name: text('cohort_name').notNull(),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id),
    zoom_url: text('zoom_url'),
    /** The cohort's Slack channel and Inscribe community (admin-console §3 Cohort); digits only for Inscribe. */
    slack_channel_id: text('slack_channel_id'),
    inscribe_community_id: text('inscribe_community_id'),
    /** The program manager named when the cohort was created in the console. */
    created_by: text('created_by'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
  },
  (t) => [uniqueIndex('cohorts_name_unique').on(t.cohort_name), index('cohorts_program_idx').on(t.program_id)],
);

/**
 * Which courses a cohort takes (admin-console §3 Cohort course). Removing a course from the
 * cohort in the settings sets `is_active` false; only active associations count anywhere.
 */
export const cohortCourses = pgTable(
  'cohort_courses',
  {
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    is_active: boolean('is_active').notNull().default(true),
    created_by: text('created_by'),
    updated_by: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.cohort_id, t.course_id] }), index('cohort_courses_course_idx').on(t.course_id)],
);

/** Which courses belong to a program. */
export const programCourses = pgTable(
  'program_courses',
  {
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.program_id, t.course_id] }), index('program_courses_course_idx').on(t.course_id)],
);
