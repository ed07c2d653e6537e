import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import type { Presence } from './presence.ts';
import { normaliseEmail } from './records.ts';

interface Waiter {
  resolve(presence: Presence | null): void;
  reject(error: unknown): void;
}

interface Pending {
  online: boolean;
  seen: Date;
  waiters: Waiter[];
}

/** Records presence as a batcher: `set` resolves once the caller's row is written. */
export interface PresenceWriter {
  set(email: string, online: boolean, now: Date): Promise<Presence | null>;
}

interface WrittenRow {
  email: string;
  is_online: boolean;
  user_last_seen: Date | string | null;
}

/** One statement for the whole batch: one row per user, whatever the batch's size. */
async function writeBatch(db: Database, batch: Map<string, Pending>): Promise<Map<string, Presence>> {
  // One JSON parameter: both drivers send it as text, whatever the batch's size.
  const rows = [...batch].map(([email, { online, seen }]) => ({ email, online, seen: seen.toISOString() }));
  const result = await db.execute(sql`
    update users as u
       set is_online = b.online, user_last_seen = b.seen
      from json_to_recordset(${JSON.stringify(rows)}::json) as b(email text, online boolean, seen timestamptz)
     where u.email = b.email
    returning u.email, u.is_online, u.user_last_seen`);
  const written = new Map<string, Presence>();
  for (const row of (result as unknown as { rows: WrittenRow[] }).rows) {
    const lastSeen = row.user_last_seen ?? batch.get(row.email)!.seen;
    written.set(row.email, { is_online: row.is_online, user_last_seen: new Date(lastSeen).toISOString() });
  }
  return written;
}

/**
 * Heartbeats and offline beacons, written in batches (group commit): the first call writes at
 * once, and the calls that arrive while a write is under way go together in the next statement.
 * Every open tab beats once a minute, so with many learners most heartbeats would otherwise be
 * a statement of their own, each waiting its turn for the same table (ADR 0046).
 *
 * Each caller's answer still follows the write of its own row, so the onResponse hook that tells
 * pollers of a change (polled-answers.ts) still runs after the change is stored. Calls for one
 * user in the same batch keep the last: a beacon after a heartbeat leaves the user offline, as
 * the two in turn would, and both callers are answered with that row.
 */
export function presenceWriter(db: Database): PresenceWriter {
  let queued = new Map<string, Pending>();
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (queued.size > 0) {
      const batch = queued;
      queued = new Map();
      try {
        const written = await writeBatch(db, batch);
        for (const [email, pending] of batch)
          for (const waiter of pending.waiters) waiter.resolve(written.get(email) ?? null);
      } catch (error) {
        for (const pending of batch.values()) for (const waiter of pending.waiters) waiter.reject(error);
      }
    }
    writing = false;
  }

  return {
    set(email, online, now) {
      const key = normaliseEmail(email);
      return new Promise<Presence | null>((resolve, reject) => {
        const earlier = queued.get(key)?.waiters ?? [];
        queued.set(key, { online, seen: now, waiters: [...earlier, { resolve, reject }] });
        if (!writing) void drain();
      });
    },
  };
}
