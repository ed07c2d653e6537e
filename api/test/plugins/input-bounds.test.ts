import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Id, Int32, Text } from '@cedar/shared/contract';
import { Type } from '@sinclair/typebox';
import { unboundedInputs } from '../../src/plugins/app/input-bounds.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe('route input bounds', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it('names every value the database could not take', () => {
    const schema = Type.Object({
      id: Type.Integer({ minimum: 1 }),
      name: Type.String({ maxLength: 10 }),
      tags: Type.Array(Type.String()),
      at: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
      fine: Type.Object({ id: Id(), n: Int32({ minimum: 0 }), t: Text(), e: Type.String({ format: 'email' }) }),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
    });
    assert.deepEqual(unboundedInputs(schema, 'body'), [
      'body/id: an integer without int32 bounds (use Id() or Int32())',
      'body/name: a string that may hold NUL (use Text())',
      'body/tags/[]: a string that may hold NUL (use Text())',
      'body/at: a number without finite bounds',
    ]);
  });

  it('fails start-up when a route accepts an unbounded integer or text', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const { loadConfig } = await import('../../src/config.ts');
    const app = await buildApp({
      config: loadConfig({}),
      database: { db: portal.db, ping: async () => {} },
      auth: portal.issuer.auth,
      logger: false,
    });
    app.get(
      '/api/v1/unbounded/:id',
      {
        schema: { params: Type.Object({ id: Type.Integer() }), querystring: Type.Object({ q: Type.String() }) },
        config: { access: 'public' },
      },
      async () => ({ ok: true }),
    );
    await assert.rejects(async () => {
      await app.ready();
    }, /Route inputs without bounds: GET \/api\/v1\/unbounded\/:id params\/id: an integer .*; GET \/api\/v1\/unbounded\/:id querystring\/q: a string/);
    await app.close().catch(() => {});
  });
});
