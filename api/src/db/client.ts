import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable, loggableError } from './availability.ts';
import { GuardedPool } from './guarded-pool.ts';
import { postgresChangeChannel } from '../changes/channel.ts';
import type { ChangeChannel } from '../changes/versions.ts';
import { PGliteWorker } from './pglite-worker/client.ts';
import * as schema from './schema/index.ts';

/** The schema object handed to drizzle, for `db.query.*`. */
export type Schema = typeof schema;

/** A drizzle database over either backend (PGlite or node-postgres); transactions are one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); `':memory:'` keeps them in memory. */
  dataDir: string;
  /** Told of each failed attempt while PostgreSQL is not reachable at start (it is retried). */
  onWaiting?: (attempt: number, error: { type: string; code?: string; message: string }) => void;
  /** Stops waiting for an unreachable PostgreSQL at start: the open then fails with the last error. */
  signal?: AbortSignal;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
  /** Throws when the database does not answer (health check). */
  ping(): Promise<void>;
  /** How many queries this database has run since it opened (the tests count a poll's queries). */
  queryCount(): number;
  /** How replicas sharing this database tell each other of writes (PostgreSQL only). */
  changes?: ChangeChannel;
  /** Connections of the PostgreSQL pool (none for PGlite), for /metrics. */
  poolStats?: () => PoolStats;
  /** Sets who is told how long each query took (one listener; /metrics). */
  observeQueries?: (listener: QueryListener | null) => void;
}

/** The pool's connections: open in total, idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Told of every query: its duration in seconds and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Times the queries of a client by wrapping its `query` (callback or promise form). The cost
 * is two clock reads per query; without a listener, one check.
 */
export function timeQueries(target: { query: QueryFn }, listener: () => QueryListener | null): void {
  const original = target.query.bind(target) as QueryFn;
  target.query = (...args: unknown[]) => {
    const tell = listener();
    if (!tell) return original(...args);
    const start = performance.now();
    const done = (failed: boolean) => tell((performance.now() - start) / 1000, failed);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        done(Boolean(error));
        return (last as QueryFn)(error, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => done(false),
        () => done(true),
      );
    return result;
  };
}

/** A drizzle logger that only counts: each statement drizzle sends is one. */
export function queryCounter() {
  let count = 0;
  return {
    logger: { logQuery: () => void (count += 1) },
    count: () => count,
  };
}

/** Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite under `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  return openPgliteWorker({ dataDir: dataDir === ':memory:' ? ':memory:' : join(dataDir, 'pglite') });
}

/**
 * PGlite on its own thread (pglite-worker/): PostgreSQL compiled to WebAssembly runs on the
 * thread that calls it, and on the API's thread every query would hold up every request.
 */
export async function openPgliteWorker(options: {
  dataDir?: string;
  loadDataDir?: Uint8Array;
}): Promise<OpenedDatabase> {
  const client = await PGliteWorker.create(options);
  let listener: QueryListener | null = null;
  // A query's round trip to the database's thread: what a request waits for.
  timeQueries(client as unknown as { query: QueryFn }, () => listener);
  const counter = queryCounter();
  const db = drizzlePglite({ client: client as never, schema, logger: counter.logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    observeQueries: (next) => {
      listener = next;
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    queryCount: counter.count,
  };
}

/** How long a connection attempt and a query may take before the request is answered 503. */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, queryMs: 15_000 } as const;

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pool = new GuardedPool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    statement_timeout: POSTGRES_TIMEOUTS.queryMs,
    idleTimeoutMillis: 30_000,
  });
  // A connection that drops (the database restarts) emits 'error' on its client: on an idle
  // one through the pool, on one held by a transaction on the client itself. Unheard, either
  // would crash the process; the request using it fails and is answered 503 instead, and the
  // pool makes a new connection for the next one.
  pool.on('error', () => {});
  let listener: QueryListener | null = null;
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Every query, the pool's own and those of a transaction, goes through a client's query.
    timeQueries(client as unknown as { query: QueryFn }, () => listener);
  });
  const counter = queryCounter();
  const db = drizzleNodePg({ client: pool, schema, logger: counter.logger }) as unknown as Database;
  // A database still starting (or down) at our start is waited for, not a reason to exit.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql`select 1`);
      break;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || options.signal?.aborted) {
        await pool.end();
        throw error;
      }
      options.onWaiting?.(attempt, loggableError(error));
      await sleep(Math.min(500 * attempt, 5_000), options.signal);
    }
  }
  let closed = false;
  const changes = postgresChangeChannel(databaseUrl, pool);
  return {
    db,
    kind: 'postgres',
    changes,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (next) => {
      listener = next;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    queryCount: counter.count,
  };
}
