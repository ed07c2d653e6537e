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
    /** Bumped by every staff action: a second action on a stale copy is refused, not applied. */
    version: integer('version').notNull().default(1),
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

/** The History of a request (admin-console §3 Response/history): one row per staff action. */
export const supportRequestResponses = pgTable(
  'support_request_responses',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    action_id: smallint('action_id').notNull(),
    /** Sanitised HTML. */
    response: text('response').notNull(),
    staff_email: text('staff_email').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    created_date: at('created_date').notNull().defaultNow(),
  },
  (t) => [
    check('support_request_responses_action_known', sql`${t.action_id} between 1 and 6`),
    index('support_request_responses_request_idx').on(t.request_id, t.created_date),
  ],
);

/**
 * Messages waiting for (or done with) an external service: mail, Slack, Inscribe. A staff
 * action writes them in its own transaction; delivery happens afterwards and is retried.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    support_request_id: integer('support_request_id').references(() => supportRequests.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: at('created_at').notNull().defaultNow(),
    delivered_at: at('delivered_at'),
  },
  (t) => [
    check('outbox_messages_channel_known', sql`${t.channel} in ('mail', 'slack', 'inscribe')`),
    check('outbox_messages_status_known', sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index('outbox_messages_status_idx').on(t.status, t.created_at),
    index('outbox_messages_request_idx').on(t.support_request_id),
  ],
);

/**
 * Saved replies of a cohort's support staff (beyond the spec, ADR 0037): inserted into the
 * respond form and edited before sending. The body is sanitised HTML, as responses are.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    created_by: text('created_by').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    updated_by: text('updated_by').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_replies_cohort_idx').on(t.cohort_id, t.title)],
);
