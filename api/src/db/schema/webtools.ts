import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts, courses } from './programs.ts';

/** The online tools catalogue (ids of WEBTOOLS in @cedar/shared/domain). */
export const webtools = pgTable('webtools', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url'),
  logo_url: text('logo_url'),
});

/** Tools assigned to a cohort; `url` overrides the catalogue's link for that cohort. */
export const cohortWebtools = pgTable(
  'cohort_webtools',
  {
    id: serial('id').primaryKey(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    webtools_id: integer('webtools_id')
      .notNull()
      .references(() => webtools.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    url: text('url'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: text('created_by'),
  },
  (t) => [
    uniqueIndex('cohort_webtools_unique').on(t.cohort_id, t.webtools_id),
    index('cohort_webtools_cohort_idx').on(t.cohort_id),
  ],
);
