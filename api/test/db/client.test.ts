import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { migrate, openDatabase } from '../../src/db/index.ts';
import { programs, users } from '../../src/db/schema/index.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'cedar-db-'));
after(() => rm(dataDir, { recursive: true, force: true }));

test('PGlite keeps its files under <dataDir>/pglite across openings', async () => {
  const first = await openDatabase({ dataDir });
  assert.equal(first.kind, 'pglite');
  await migrate(first.db);
  await first.db
    .insert(users)
    .values({ email: 'kept@cedar.test', username: 'kept', first_name: 'Kim', last_name: 'Kept' });
  await first.ping();
  await first.close();
  await first.close(); // closing twice is harmless
  assert.ok((await stat(join(dataDir, 'pglite'))).isDirectory());

  const second = await openDatabase({ dataDir });
  await migrate(second.db); // nothing left to apply
  const [kept] = await second.db.select().from(users).where(eq(users.email, 'kept@cedar.test'));
  assert.equal(kept?.first_name, 'Kim');
  assert.equal((await second.db.select().from(programs)).length, 8);
  await second.close();
  await assert.rejects(second.ping());
});

test(
  'node-postgres when a database URL is given',
  { skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL not set' },
  async () => {
    const opened = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' });
    assert.equal(opened.kind, 'postgres');
    await opened.ping();
    await opened.close();
    await assert.rejects(opened.ping());
  },
);

test('an unreachable PostgreSQL is waited for at open, until the caller gives up', async () => {
  const attempts: number[] = [];
  const giveUp = new AbortController();
  const opening = openDatabase({
    databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
    dataDir: ':memory:',
    onWaiting: (attempt) => attempts.push(attempt),
    signal: giveUp.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, 1800));
  assert.ok(attempts.length >= 2, `retried (${attempts.length} attempts)`);
  giveUp.abort();
  await assert.rejects(opening, (error: Error) => /ECONNREFUSED/.test(String((error.cause as Error)?.message)));
});
