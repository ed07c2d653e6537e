import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time links to set a password, sent to users the admin console creates (DECISIONS.md,
 * member invitation). Only the SHA-256 of the token is kept, so the table alone opens nothing.
 */
export const setPasswordLinks = pgTable(
  'set_password_links',
  {
    token_hash: text('token_hash').primaryKey(),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('set_password_links_user_idx').on(t.user_email)],
);
