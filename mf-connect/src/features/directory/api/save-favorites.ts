import { apiFetch } from '@cedar/shared/api';
import { type FavoritesEnvelope, pathFor } from '@cedar/shared/contract';

/** Stars added and removed since the last save, by e-mail. */
export interface StarChanges {
  add: string[];
  remove: string[];
}

/**
 * PATCH /v1/favorites with the stars changed since the last save. `keepalive` lets the save
 * outlive the page when it goes out on page hide.
 */
export function saveStarChanges(changes: StarChanges, keepalive = false): Promise<FavoritesEnvelope> {
  const list = (emails: string[]) => emails.map((user_email) => ({ user_email }));
  return apiFetch<FavoritesEnvelope>(pathFor('saveFavorites'), {
    method: 'PATCH',
    body: { add: list(changes.add), remove: list(changes.remove) },
    keepalive,
  });
}
