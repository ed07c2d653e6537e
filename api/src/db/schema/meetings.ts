import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts } from './programs.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How a participant joined: through the portal (leaves by silence) or reported by the meeting. */
export const PARTICIPANT_SOURCES = ['portal', 'meeting'] as const;
export type ParticipantSource = (typeof PARTICIPANT_SOURCES)[number];

/**
 * Study sessions of the embedded meetings adapter (DECISIONS.md): a cohort's meeting room
 * (`host_id`) runs at most one session at a time; it ends when its last participant leaves.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: serial('id').primaryKey(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    host_id: text('host_id').notNull(),
    zoom_url: text('zoom_url'),
    started_by: text('started_by'),
    started_at: at('started_at').notNull(),
    ended_at: at('ended_at'),
    created_by: text('created_by'),
  },
  (t) => [
    uniqueIndex('study_sessions_one_running')
      .on(t.host_id)
      .where(sql`${t.ended_at} is null`),
    index('study_sessions_cohort_idx').on(t.cohort_id),
  ],
);

export const studySessionParticipants = pgTable(
  'study_session_participants',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    user_email: text('user_email').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    /** Guests' names (they are not portal users). */
    name: text('name'),
    is_guest: boolean('is_guest').notNull().default(false),
    user_role_id: integer('user_role_id'),
    source: text('source').$type<ParticipantSource>().notNull().default('portal'),
    /** The meeting's own id of a participant it reported (Zoom's participant_uuid or user_id); guests are found by it. */
    external_id: text('external_id'),
    joined_at: at('joined_at').notNull(),
    last_seen_at: at('last_seen_at').notNull(),
    left_at: at('left_at'),
  },
  (t) => [
    uniqueIndex('study_participants_member_unique').on(t.session_id, t.user_email),
    uniqueIndex('study_participants_external_unique')
      .on(t.session_id, t.external_id)
      .where(sql`${t.external_id} is not null`),
    index('study_participants_session_idx').on(t.session_id),
  ],
);

export const studySessionTopics = pgTable(
  'study_session_topics',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    user_email: text('user_email').references(() => users.email, { onDelete: 'set null', onUpdate: 'cascade' }),
    topic: text('topic').notNull(),
    main: boolean('main').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('study_topics_session_idx').on(t.session_id)],
);

/**
 * Meeting webhook events taken, by the SHA-256 of their signature, so a replay within the
 * signature's freshness window is refused on every replica (ADR 0036); older rows are pruned.
 */
export const meetingWebhookEvents = pgTable('meeting_webhook_events', {
  signature_hash: text('signature_hash').primaryKey(),
  received_at: at('received_at').notNull(),
});
