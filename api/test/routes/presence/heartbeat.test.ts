import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilesEnvelope } from '@cedar/shared/contract';
import { PEOPLE } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('POST /api/v1/presence/heartbeat', () => {
  let now = new Date('2026-11-21T10:00:00.000Z');
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => now });
  });
  after(() => portal.close());

  const isOnlineForClassmate = async () => {
    const response = await portal.request({
      as: 'classmate',
      method: 'GET',
      url: `/api/v1/users/by/${PEOPLE.learner.email}`,
    });
    return (response.json() as ProfilesEnvelope).message.users[0]?.is_online;
  };

  it('marks the caller online for 5 minutes after the last heartbeat', async () => {
    assert.equal(await isOnlineForClassmate(), false);
    const response = await portal.request({ as: 'learner', method: 'POST', url: '/api/v1/presence/heartbeat' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: { is_online: true, user_last_seen: now.toISOString() } });
    now = new Date(now.getTime() + 4 * 60_000);
    assert.equal(await isOnlineForClassmate(), true);
    now = new Date(now.getTime() + 61_000);
    assert.equal(await isOnlineForClassmate(), false, 'a browser that stopped beating is not a ghost');
  });

  it('accepts a bodiless request that still says application/json', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'POST',
      url: '/api/v1/presence/heartbeat',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('answers 404 for a caller the portal does not know and 401 without a token', async () => {
    assert.equal(
      (await portal.request({ as: 'stranger@elsewhere.test', method: 'POST', url: '/api/v1/presence/heartbeat' }))
        .statusCode,
      404,
    );
    assert.equal(
      (await portal.request({ as: null, method: 'POST', url: '/api/v1/presence/heartbeat' })).statusCode,
      401,
    );
  });
});
