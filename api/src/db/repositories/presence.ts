import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

/** Presence as stored: the flag and the last time the user was seen. */
export interface Presence {
  is_online: boolean;
  user_last_seen: string;
}

/** Records presence: online with last seen now (heartbeat), or offline at `now` (beacon). Null when unknown. */
export async function setPresence(
  db: Database,
  email: string,
  online: boolean,
  now: Date = new Date(),
): Promise<Presence | null> {
  const [row] = await db
    .update(users)
    .set({ is_online: online, user_last_seen: now })
    .where(eq(users.email, normaliseEmail(email)))
    .returning({ is_online: users.is_online, user_last_seen: users.user_last_seen });
  return row ? { is_online: row.is_online, user_last_seen: (row.user_last_seen ?? now).toISOString() } : null;
}

/** The heartbeat of an open tab: online, seen now. */
export const heartbeat = (db: Database, email: string, now: Date = new Date()) => setPresence(db, email, true, now);

/** The offline beacon of the last closing window. */
export const markOffline = (db: Database, email: string, now: Date = new Date()) => setPresence(db, email, false, now);

/** Users seen online whose last heartbeat is older than `cutoff` are marked offline. */
export async function expireStalePresence(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({ is_online: false })
    .where(and(eq(users.is_online, true), or(isNull(users.user_last_seen), lt(users.user_last_seen, cutoff))))
    .returning({ id: users.id });
  return rows.length;
}
