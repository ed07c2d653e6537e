import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cohorts } from './programs.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Support requests (learner-dashboard §3 payload, admin-console §3). Answers are sanitised HTML. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    request_type_id: smallint('request_type_id').notNull(),
    status: text('status').notNull().default('awaiting_review'),
    description: text('description').notNull(),
    cohort_id: integer('cohort_id').references(() => cohorts.cohort_id, { onDelete: 'set null' }),
    lms_course_id: text('lms_course_id'),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    user_lms_id: text('user_lms_id'),
    user_slack_id: text('user_slack_id'),
    source: text('source').notNull(),
    source_url: text('source_url'),
    upload_image_url: text('upload_image_url'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_requests_type_known', sql`${t.request_type_id} between 1 and 6`),
    check(
      'support_requests_status_known',
      sql`${t.status} in ('awaiting_review', 'reopened', 'responded', 'sent_to_inscribe', 'closed')`,
    ),
    index('support_requests_user_idx').on(t.user_email, t.created_at),
    index('support_requests_cohort_idx').on(t.cohort_id, t.status),
  ],
);
