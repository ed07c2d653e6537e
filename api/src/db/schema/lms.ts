import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './programs.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Assignments of the embedded course-management system (learner-dashboard §3 Assignment). */
export const lmsAssignments = pgTable(
  'lms_assignments',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    html_url: text('html_url'),
    due_at: at('due_at'),
    points_possible: doublePrecision('points_possible'),
    created_by: text('created_by'),
  },
  (t) => [index('lms_assignments_course_idx').on(t.course_id, t.due_at)],
);

/** Due-date overrides: custom for one user, or named for a section. */
export const lmsAssignmentOverrides = pgTable(
  'lms_assignment_overrides',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => lmsAssignments.id, { onDelete: 'cascade' }),
    user_email: text('user_email').references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    section_name: text('section_name'),
    due_at: at('due_at'),
  },
  (t) => [
    check('lms_overrides_one_target', sql`(${t.user_email} is null) <> (${t.section_name} is null)`),
    index('lms_overrides_assignment_idx').on(t.assignment_id),
  ],
);

/** A learner's submission: completed when submitted, graded when scored. */
export const lmsSubmissions = pgTable(
  'lms_submissions',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => lmsAssignments.id, { onDelete: 'cascade' }),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    submitted_at: at('submitted_at'),
    score: doublePrecision('score'),
  },
  (t) => [uniqueIndex('lms_submissions_unique').on(t.assignment_id, t.user_email)],
);

/** The launchpad of a prestart course: its hero image. */
export const courseLaunchpads = pgTable('course_launchpads', {
  course_id: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  hero_image_url: text('hero_image_url'),
  created_by: text('created_by'),
});
