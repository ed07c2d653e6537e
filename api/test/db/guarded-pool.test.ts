import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { GuardedPool } from '../../src/db/guarded-pool.ts';

const url = process.env.TEST_DATABASE_URL;

/** A BEGIN PostgreSQL refuses: drizzle sends the isolation level as given. */
const badBegin = { isolationLevel: 'no such level' as never };
const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount;
const pid = async (db: ReturnType<typeof drizzle>) =>
  Number((await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid);

describe('the pool behind drizzle', { skip: !url && 'TEST_DATABASE_URL not set' }, () => {
  it('gets its connection back when a transaction’s BEGIN fails (a plain pool loses it)', async () => {
    const plain = new pg.Pool({ connectionString: url, max: 1 });
    let leaked: pg.PoolClient | undefined;
    plain.on('acquire', (client) => (leaked = client));
    await assert.rejects(drizzle({ client: plain }).transaction(async () => {}, badBegin));
    // drizzle 0.45's own behaviour, kept here so the guard goes when drizzle stops leaking.
    assert.equal(checkedOut(plain), 1, 'the plain pool leaked its only connection');
    leaked?.release(true);
    await plain.end();

    const pool = new GuardedPool({ connectionString: url, max: 1, connectionTimeoutMillis: 2000 });
    const db = drizzle({ client: pool });
    for (let round = 0; round < 3; round += 1)
      await assert.rejects(
        db.transaction(async () => {}, badBegin),
        /no such level|syntax/,
      );
    assert.equal(checkedOut(pool), 0);
    assert.equal(await db.transaction(async (tx) => (await tx.execute(sql`select 1 as one`)).rows[0]!.one), 1);
    await pool.end();
  });

  it('destroys a connection whose query timed out inside a transaction instead of handing it out again', async () => {
    const pool = new GuardedPool({ connectionString: url, max: 1, query_timeout: 300 });
    const db = drizzle({ client: pool });
    const before = await db.transaction(async (tx) => pid(tx as never));
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(2)`);
      }),
    );
    const started = Date.now();
    const after = await db.transaction(async (tx) => pid(tx as never));
    assert.notEqual(after, before, 'a new connection');
    assert.ok(Date.now() - started < 1000, 'not queued behind the timed-out statement');
    assert.equal(checkedOut(pool), 0);
    await pool.end();
  });

  it('keeps a healthy connection after a transaction that failed on its own SQL', async () => {
    const pool = new GuardedPool({ connectionString: url, max: 1 });
    const db = drizzle({ client: pool });
    const before = await pid(db);
    await assert.rejects(db.transaction(async (tx) => void (await tx.execute(sql`select * from no_such_table`))));
    assert.equal(await pid(db), before, 'the same connection, rolled back and reused');
    await pool.end();
  });
});
