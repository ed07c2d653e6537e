import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Starred profiles: `owner_email` starred `favorite_email`. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: serial('id').primaryKey(),
    owner_email: text('owner_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    favorite_email: text('favorite_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_favorites_pair_unique').on(t.owner_email, t.favorite_email)],
);

/** Directory search terms; repeating a term moves it to the latest (§4.5). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    user_email: text('user_email')
      .notNull()
      .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    search_value: text('search_value').notNull(),
    searched_at: at('searched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_term_unique').on(t.user_email, t.search_value),
    index('search_history_recent_idx').on(t.user_email, t.searched_at),
  ],
);
