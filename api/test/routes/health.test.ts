import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe('GET /api/health', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it('answers 200 while the database answers a query, without a token', async () => {
    const response = await portal.request({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'up' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers 503 with the error body when the database is down', async () => {
    portal.failPing(true);
    try {
      const response = await portal.request({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
      });
    } finally {
      portal.failPing(false);
    }
  });
});
