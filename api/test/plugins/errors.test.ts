import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index.ts';
import errors from '../../src/plugins/app/errors.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

/**
 * The safety net behind the schemas: a value that reaches the database and is refused there
 * as input (a route whose schema missed a bound) is the caller's 400, on PGlite and PostgreSQL.
 */
describe('errors: values the database refuses are 400', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    database = await openTestDatabase({ seed: false });
    app = Fastify({ logger: false });
    await app.register(errors);
    const { db } = database;
    const queries: Record<string, () => Promise<unknown>> = {
      integer: () =>
        db
          .select()
          .from(users)
          .where(eq(users.id, 2 ** 40)),
      nul: () => db.select().from(users).where(eq(users.email, 'a\u0000b@cedar.test')),
      jsonb: () => db.execute(sql`select ${JSON.stringify({ a: 'x\u0000' })}::jsonb`),
      form: () => db.execute(sql`select ${'twelve'}::integer`),
      date: () => db.execute(sql`select ${'2026-13-45'}::timestamptz`),
      fault: () => db.execute(sql`select 1 / 0`),
    };
    for (const [name, query] of Object.entries(queries)) {
      app.get(`/${name}`, async () => {
        await query();
        return { ok: true };
      });
    }
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  const answer = async (name: string) => {
    const response = await app.inject({ method: 'GET', url: `/${name}` });
    return { status: response.statusCode, message: response.json().message as string };
  };

  it('answers an integer past int32 with 400', async () => {
    assert.deepEqual(await answer('integer'), { status: 400, message: 'Invalid request: a number is out of range.' });
  });

  it('answers NUL in text or jsonb with 400', async () => {
    const said = 'Invalid request: a text holds a character that cannot be stored (such as NUL).';
    assert.deepEqual(await answer('nul'), { status: 400, message: said });
    assert.deepEqual(await answer('jsonb'), { status: 400, message: said });
  });

  it('answers a malformed number or date with 400', async () => {
    assert.equal((await answer('form')).status, 400);
    assert.equal((await answer('date')).status, 400);
  });

  it("keeps the server's own faults 500, without internals", async () => {
    assert.deepEqual(await answer('fault'), {
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
