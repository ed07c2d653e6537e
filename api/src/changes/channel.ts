import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeChannel, ChangeKey } from './versions.ts';

/** The PostgreSQL notification channel the replicas tell each other their bumps on. */
export const CHANGES_CHANNEL = 'cedar_changes';

/**
 * Change versions across replicas over PostgreSQL's LISTEN/NOTIFY: each bump is published
 * with `pg_notify` on the shared pool, and one connection of its own listens. While that
 * connection is down (and once it is back) the subscriber is told of a gap, as notifications
 * may have been missed; it is re-established with growing pauses.
 */
export function postgresChangeChannel(databaseUrl: string, pool: pg.Pool): ChangeChannel {
  const instance = randomUUID();
  let closed = false;
  let listener: pg.Client | undefined;
  let onBump: (keys: ChangeKey[]) => void = () => {};
  let onGap: () => void = () => {};
  let retry: NodeJS.Timeout | undefined;
  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => (listening = resolve));

  const connect = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      try {
        const { from, keys } = JSON.parse(message.payload) as { from: string; keys: ChangeKey[] };
        if (from !== instance) onBump(keys);
      } catch {
        onGap();
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      listener = client;
      listening();
      client.on('end', () => {
        listener = undefined;
        onGap();
        if (!closed) retry = setTimeout(() => void connect(1), 500).unref();
      });
      // Whatever happened while nobody listened is unknown: nothing remembered holds.
      if (attempt > 0) onGap();
    } catch {
      onGap();
      await client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(attempt + 1), Math.min(500 * (attempt + 1), 5_000)).unref();
    }
  };

  return {
    publish(keys) {
      if (closed) return;
      const payload = JSON.stringify({ from: instance, keys });
      // A lost notification would leave another replica answering 304 for a changed answer
      // until its entries expire; the bump is still applied here.
      pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]).catch(() => {});
    },
    subscribe(bump, gap) {
      onBump = bump;
      onGap = gap;
      void connect();
    },
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
