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

  it('budgets the API however its path is spelled: the routed path decides, not the raw URL', async () => {
    // The router decodes %61 to "a", so these reach the API; each spelling counts in one budget.
    const spellings = ['/%61pi', '/%61%70%69', '/ap%69'].map(
      (prefix) => `${prefix}/v1/users/by/${PEOPLE.learner.email}`,
    );
    const answers = [];
    for (const url of [...spellings, `/api/v1/users/by/${PEOPLE.learner.email}`]) {
      answers.push((await portal.request({ as: 'coach', method: 'GET', url, remoteAddress: '10.0.4.1' })).statusCode);
    }
    assert.deepEqual(answers, [200, 200, 200, 429]);
  });

  it('budgets unknown API paths as the API, whatever the method or spelling', async () => {
    const answers = [];
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/%61pi/v1/nothing-here'],
      ['DELETE', '/api/'],
      ['GET', '/api/v1/nothing-here'],
    ] as const) {
      answers.push((await portal.request({ method, url, remoteAddress: '10.0.5.1' })).statusCode);
    }
    assert.deepEqual(answers, [404, 404, 404, 429]);
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
