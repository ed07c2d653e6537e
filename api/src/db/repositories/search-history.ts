import { LIMITS } from '@cedar/shared/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { searchHistory } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

/** A remembered directory search (§3.5). */
export interface SearchHistoryEntry {
  user_email: string;
  search_value: string;
  searched_at: string;
}

// Only the latest few are ever shown; a few more are kept so clearing one still leaves five.
const KEPT_PER_USER = 50;

/**
 * Remembers a search; repeating a term moves it to the latest (§4.5). Blank terms are
 * ignored (null). Terms are kept as typed, trimmed.
 */
export async function recordSearch(
  db: Database,
  email: string,
  value: string,
  now: Date = new Date(),
): Promise<SearchHistoryEntry | null> {
  const user_email = normaliseEmail(email);
  const search_value = value.trim();
  if (!search_value) return null;
  const [row] = await db
    .insert(searchHistory)
    .values({ user_email, search_value, searched_at: now })
    .onConflictDoUpdate({ target: [searchHistory.user_email, searchHistory.search_value], set: { searched_at: now } })
    .returning();
  await prune(db, user_email);
  return { user_email, search_value, searched_at: row!.searched_at.toISOString() };
}

async function prune(db: Database, user_email: string): Promise<void> {
  const [oldestKept] = await db
    .select({ searched_at: searchHistory.searched_at })
    .from(searchHistory)
    .where(eq(searchHistory.user_email, user_email))
    .orderBy(desc(searchHistory.searched_at))
    .offset(KEPT_PER_USER - 1)
    .limit(1);
  if (oldestKept) {
    await db
      .delete(searchHistory)
      .where(and(eq(searchHistory.user_email, user_email), lt(searchHistory.searched_at, oldestKept.searched_at)));
  }
}

/** A user's latest searches, newest first (the dropdown shows 5). */
export async function listRecentSearches(
  db: Database,
  email: string,
  limit: number = LIMITS.searchHistoryShown,
): Promise<SearchHistoryEntry[]> {
  const rows = await db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.user_email, normaliseEmail(email)))
    .orderBy(desc(searchHistory.searched_at), desc(searchHistory.id))
    .limit(limit);
  return rows.map((row) => ({
    user_email: row.user_email,
    search_value: row.search_value,
    searched_at: row.searched_at.toISOString(),
  }));
}

/** Forgets one term; true when it was remembered. */
export async function deleteSearch(db: Database, email: string, value: string): Promise<boolean> {
  const removed = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.user_email, normaliseEmail(email)), eq(searchHistory.search_value, value.trim())))
    .returning({ id: searchHistory.id });
  return removed.length > 0;
}
