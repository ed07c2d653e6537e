import type { Database } from '../db/client.ts';
import { addFavorite, listFavorites, removeFavorite } from '../db/repositories/favorites.ts';
import type { FavoriteProfile } from '../db/repositories/records.ts';
import { listRecentSearches, recordSearch, type SearchHistoryEntry } from '../db/repositories/search-history.ts';

/** A user's own directory state: starred profiles and remembered searches (§3.5, §7). */
export interface DirectoryRepository {
  favourites(email: string): Promise<FavoriteProfile[]>;
  /** Stars and un-stars in one transaction; the caller has checked every e-mail it stars. */
  changeFavourites(email: string, change: { add: string[]; remove: string[] }): Promise<FavoriteProfile[]>;
  /** The latest searches, newest first. */
  recentSearches(email: string): Promise<SearchHistoryEntry[]>;
  /** Remembers a term; repeating one moves it to the latest. */
  recordSearch(email: string, term: string, now: Date): Promise<void>;
}

export function createDirectoryRepository(db: Database): DirectoryRepository {
  return {
    favourites: (email) => listFavorites(db, email),
    async changeFavourites(email, { add, remove }) {
      await db.transaction(async (tx) => {
        for (const favourite of remove) await removeFavorite(tx, email, favourite);
        for (const favourite of add) await addFavorite(tx, email, favourite);
      });
      return listFavorites(db, email);
    },
    recentSearches: (email) => listRecentSearches(db, email),
    async recordSearch(email, term, now) {
      await db.transaction(async (tx) => {
        await recordSearch(tx, email, term, now);
      });
    },
  };
}
