import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cohorts } from './programs.ts';

/**
 * The audit list of a cohort's membership changes (who, to whom, what, when), written in the
 * same transaction as the change. E-mails are kept as text: the record outlives renames.
 */
export const membershipChanges = pgTable(
  'membership_changes',
  {
    id: serial('id').primaryKey(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => cohorts.cohort_id, { onDelete: 'cascade' }),
    actor_email: text('actor_email').notNull(),
    member_email: text('member_email').notNull(),
    action: text('action').$type<'added' | 'updated'>().notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('membership_changes_cohort_idx').on(t.cohort_id, t.created_at)],
);
