import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cohorts, programs } from './programs.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Announcements (learner-dashboard §3, admin-console §3). `audience` is 1 for everyone, 2 for
 * one program, 3 for one cohort; `body` is HTML sanitised before it is stored.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    body: text('body').notNull(),
    post_as: text('post_as').notNull(),
    audience: smallint('audience').notNull(),
    program_id: integer('program_id').references(() => programs.id),
    cohort_id: integer('cohort_id').references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    author_email: text('author_email').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    post_schedule: at('post_schedule').notNull(),
    post_expiration: at('post_expiration'),
    is_deleted: boolean('is_deleted').notNull().default(false),
    created_by: text('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('announcements_audience_known', sql`${t.audience} in (1, 2, 3)`),
    check('announcements_program_named', sql`${t.audience} <> 2 or ${t.program_id} is not null`),
    check('announcements_cohort_named', sql`${t.audience} <> 3 or ${t.cohort_id} is not null`),
    index('announcements_schedule_idx').on(t.post_schedule),
    index('announcements_cohort_idx').on(t.cohort_id),
  ],
);

/**
 * Who has seen an announcement: one row per learner, written the first time their dashboard
 * shows it (POST /announcements/seen). The console's history counts them per announcement.
 */
export const announcementViews = pgTable(
  'announcement_views',
  {
    announcement_id: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    seen_at: at('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'announcement_views_pk', columns: [t.announcement_id, t.user_email] })],
);
