import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe('rate limit', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  after(() => portal.close());

  const byIdentifier = (as: 'learner' | 'classmate' | null, ip = '10.0.0.1') =>
    portal.request({ as, method: 'GET', url: `/api/v1/users/by/${PEOPLE.learner.email}`, remoteAddress: ip });

  it('answers 429 with a clear body once a user spends their budget, wherever they call from', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await byIdentifier('learner', `10.0.1.${i}`)).statusCode, 200);
    const limited = await byIdentifier('learner', '10.0.1.9');
    assert.equal(limited.statusCode, 429);
    const body = limited.json();
    assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
    assert.equal(body.statusCode, 429);
    assert.equal(body.error, 'Too Many Requests');
    assert.match(
      body.message,
      /^Too many requests: the limit is 3 per minute\. Try again in (1 minute|\d+ seconds?)\.$/,
    );
    assert.ok(limited.headers['retry-after']);
  });

  it('keeps a separate budget for every user', async () => {
    assert.equal((await byIdentifier('classmate', '10.0.1.9')).statusCode, 200);
  });

  it('budgets anonymous callers by address', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await byIdentifier(null, '10.0.2.1')).statusCode, 401);
    assert.equal((await byIdentifier(null, '10.0.2.1')).statusCode, 429);
    assert.equal((await byIdentifier(null, '10.0.2.2')).statusCode, 401);
  });

  it('does not budget static files or the health check', async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await portal.request({ method: 'GET', url: '/remotes.json', remoteAddress: '10.0.3.1' })).statusCode,
        200,
      );
      assert.equal(
        (await portal.request({ method: 'GET', url: '/api/health', remoteAddress: '10.0.3.1' })).statusCode,
        200,
      );
    }
  });
});
