import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
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
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
  /** Throws when the database does not answer (health check). */
  ping(): Promise<void>;
}

/** Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite under `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = await PGlite.create();
  } else {
    const dir = join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  await db.execute(sql`select 1`);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
