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

  it('answers liveness without the database and readiness only with it', async () => {
    portal.failPing(true);
    try {
      const live = await portal.request({ method: 'GET', url: '/api/health/live' });
      assert.equal(live.statusCode, 200);
      assert.deepEqual(live.json(), { status: 'ok' });
      const ready = await portal.request({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.json().message, 'The database is not reachable.');
    } finally {
      portal.failPing(false);
    }
    const ready = await portal.request({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ok', database: 'up' });
  });
});

describe('request ids', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it("names each answer with a new id, or the caller's when it is well-formed", async () => {
    const fresh = await portal.request({ method: 'GET', url: '/api/health/live' });
    assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const other = await portal.request({ method: 'GET', url: '/api/health/live' });
    assert.notEqual(other.headers['x-request-id'], fresh.headers['x-request-id']);
    const kept = await portal.request({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'x-request-id': 'edge-4f2a-9' },
    });
    assert.equal(kept.statusCode, 404);
    assert.equal(kept.headers['x-request-id'], 'edge-4f2a-9');
    for (const bad of ['with space', 'a'.repeat(65), 'ada@cedar.test', '<script>']) {
      const replaced = await portal.request({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      assert.notEqual(replaced.headers['x-request-id'], bad);
      assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on every log line of the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const logged = await startTestPortal({ fixtures: false, logger: { level: 'info', stream } });
    try {
      await logged.request({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'trace-42' } });
    } finally {
      await logged.close();
    }
    const mine = lines.filter((line) => line.reqId === 'trace-42');
    assert.ok(mine.some((line) => line.msg === 'incoming request'));
    assert.ok(mine.some((line) => line.msg === 'request completed'));
  });
});
