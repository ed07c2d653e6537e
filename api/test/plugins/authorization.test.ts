import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCESS_RULE_NAMES } from '../../src/access/rules.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe('route access declarations', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it('gives every registered route a known access rule', () => {
    const table = portal.app.accessTable();
    assert.ok(table.length > 10);
    for (const route of table) assert.ok(ACCESS_RULE_NAMES.includes(route.access), `${route.method} ${route.url}`);
  });

  it('fails start-up when a route declares no access', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const { loadConfig } = await import('../../src/config.ts');
    const app = await buildApp({
      config: loadConfig({}),
      database: { db: portal.db, ping: async () => {} },
      auth: portal.issuer.auth,
      logger: false,
    });
    app.get('/api/v1/forgotten', async () => ({ ok: true }));
    await assert.rejects(async () => {
      await app.ready();
    }, /Routes without a declared access.*GET \/api\/v1\/forgotten/);
    await app.close().catch(() => {});
  });
});
