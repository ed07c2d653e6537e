import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts } from './programs.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A cohort's calendars (admin-console §3 Calendar). One Google-style calendar may serve many
 * cohorts (the speakers-and-events calendar does), so events hang off `google_calendar_id`.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    calendar_name: text('calendar_name').notNull(),
    calendar_url: text('calendar_url').notNull(),
    google_calendar_id: text('google_calendar_id').notNull(),
    active: boolean('active').notNull().default(true),
    created_by: text('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendars_cohort_calendar_unique').on(t.cohort_id, t.google_calendar_id),
    index('calendars_google_idx').on(t.google_calendar_id),
  ],
);

/** Events of the embedded calendar adapter (learner-dashboard §3 Calendar event). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: text('id').primaryKey(),
    google_calendar_id: text('google_calendar_id').notNull(),
    summary: text('summary').notNull(),
    description: text('description'),
    start_date_time: at('start_date_time').notNull(),
    end_date_time: at('end_date_time').notNull(),
    meeting_url: text('meeting_url'),
    created_by: text('created_by'),
  },
  (t) => [
    check('calendar_events_ends_after_start', sql`${t.end_date_time} >= ${t.start_date_time}`),
    index('calendar_events_window_idx').on(t.google_calendar_id, t.start_date_time),
  ],
);

/**
 * Secret tokens of personal calendar feeds (/api/calendar/<token>.ics). Only a hash is kept;
 * a user has at most one live token.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: serial('id').primaryKey(),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    revoked_at: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_hash_unique').on(t.token_hash),
    uniqueIndex('calendar_feed_tokens_live_unique')
      .on(t.user_email)
      .where(sql`${t.revoked_at} is null`),
  ],
);
