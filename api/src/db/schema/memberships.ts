import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts, courses } from './programs.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/** Course memberships: the mk_user_courses entries of §3.3. */
export const userCourses = pgTable(
  'user_courses',
  {
    id: serial('id').primaryKey(),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    user_role_id: integer('user_role_id')
      .notNull()
      .references(() => roles.id),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    is_visible: boolean('is_visible').notNull().default(true),
    active: boolean('active').notNull().default(true),
    created_by: text('created_by'),
    updated_by: text('updated_by'),
    updated_date: date('updated_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_courses_member_unique').on(t.user_email, t.cohort_id, t.user_role_id),
    index('user_courses_cohort_idx').on(t.cohort_id, t.user_role_id),
    index('user_courses_course_idx').on(t.course_id),
  ],
);
