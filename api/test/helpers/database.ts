import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPgliteWorker } from '../../src/db/client.ts';
import { migrate, MIGRATIONS_FOLDER, openDatabase, type Database, type OpenedDatabase } from '../../src/db/index.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDatabase, type SeedSummary } from '../../src/db/seed/index.ts';

export interface TestDatabase extends OpenedDatabase {
  /** What the seed wrote; null when opened with `seed: false`. */
  seed: SeedSummary | null;
  /** The seed's clock. */
  now: Date;
  /** The PostgreSQL database's URL (a second connection to the same one); absent on PGlite. */
  url?: string;
}

export interface TestDatabaseOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The seed's clock (default: now). */
  now?: Date;
}

/**
 * A migrated (and by default seeded) database of its own for one test file: in-memory PGlite,
 * or, when TEST_DATABASE_URL is set, a new PostgreSQL database created for it and dropped at
 * close, so runs are repeatable and files never see each other's rows.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const now = options.now ?? new Date();
  const url = process.env.TEST_DATABASE_URL;
  const opened: OpenedDatabase & { url?: string } = url
    ? await openPostgresTestDatabase(url)
    : await openPgliteTestDatabase();
  await migrate(opened.db);
  const seed = options.seed === false ? null : await seedDatabase(opened.db, { now });
  return { ...opened, seed, now };
}

// Creating a PGlite database runs initdb, which takes seconds; a migrated empty database is
// dumped once per migration set (in the OS temp folder) and every later file loads the dump.
// The portal's own way: PGlite on a worker thread, so tests cover the thread boundary too.
async function openPgliteTestDatabase(): Promise<OpenedDatabase> {
  return openPgliteWorker({ loadDataDir: await migratedSnapshot() });
}

// The package does not export its package.json; walk up from its entry point instead.
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
    } catch {
      // Not this folder.
    }
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function migratedSnapshot(): Promise<Uint8Array<ArrayBuffer>> {
  const dir = join(tmpdir(), 'cedar-test-pglite');
  const file = join(dir, `migrated-${migrationsKey()}.tar`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // No snapshot yet: build one.
  }
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema }) as unknown as Database);
    const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so parallel test files never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

const TEST_DB_PREFIX = 'cedar_test_';
const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(url: string): Promise<OpenedDatabase & { url: string }> {
  const name = `${TEST_DB_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    // Databases left behind by runs that crashed before closing are dropped after a while.
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEST_DB_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const born = Number(datname.slice(TEST_DB_PREFIX.length).split('_')[0]);
      if (Number.isFinite(born) && Date.now() - born > STALE_AFTER_MS) {
        await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
      }
    }
    await admin.query(`create database "${name}"`);
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: target.toString(), dataDir: ':memory:' });
  let closed = false;
  return {
    ...opened,
    url: target.toString(),
    close: async () => {
      if (closed) return;
      closed = true;
      await opened.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
