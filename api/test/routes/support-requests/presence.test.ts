import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupportPresenceEnvelope } from '@cedar/shared/contract';
import type { PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { insertSupportFixtures, type SupportFixture } from '../../helpers/support-fixtures.ts';

describe('who else has a support request open', () => {
  let portal: TestPortal;
  let ids: SupportFixture;
  let now = new Date('2026-11-25T12:00:00Z');
  before(async () => {
    portal = await startTestPortal({ now: () => now });
    ids = await insertSupportFixtures(portal.db);
  });
  after(() => portal.close());

  const beat = async (as: PersonKey, id: number, state: unknown = 'viewing') => {
    const response = await portal.request({
      as,
      method: 'POST',
      url: `/api/v1/supportrequests/${id}/presence`,
      payload: { state },
    });
    return { status: response.statusCode, presence: (response.json() as SupportPresenceEnvelope).message?.presence };
  };
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

  it('tells each staff member who else views or replies, never themselves', async () => {
    assert.deepEqual((await beat('coach', ids.lesson)).presence, []);
    const seen = await beat('support', ids.lesson, 'replying');
    assert.equal(seen.status, 200);
    assert.deepEqual(
      seen.presence!.map((p) => [p.email, p.state]),
      [['coach@cedar.test', 'viewing']],
    );
    assert.match(seen.presence![0]!.name, /^Coco/);
    const coach = await beat('coach', ids.lesson);
    assert.deepEqual(
      coach.presence!.map((p) => [p.email, p.state]),
      [['support@cedar.test', 'replying']],
    );
  });

  it('forgets a staff member 30 s after their last heartbeat, or at once when they leave', async () => {
    await beat('facilitator', ids.grades);
    later(20);
    assert.deepEqual(
      (await beat('coach', ids.grades)).presence!.map((p) => p.email),
      ['facilitator@cedar.test'],
    );
    later(15);
    assert.deepEqual((await beat('coach', ids.grades)).presence, [], 'expired after 30 s');
    await beat('facilitator', ids.grades);
    const left = await portal.request({
      as: 'facilitator',
      method: 'DELETE',
      url: `/api/v1/supportrequests/${ids.grades}/presence`,
    });
    assert.equal(left.statusCode, 200);
    assert.deepEqual((await beat('coach', ids.grades)).presence, []);
  });

  it('follows the request rules: personal requests need the permission, other cohorts are 404, no support access 403', async () => {
    assert.equal((await beat('support', ids.personal)).status, 200);
    assert.equal((await beat('coach', ids.personal)).status, 404);
    assert.equal((await beat('coach', ids.otherCohort)).status, 404);
    assert.equal((await beat('limitedAdmin', ids.lesson)).status, 403);
    assert.equal((await beat('learner', ids.lesson)).status, 403);
    assert.equal((await beat('coach', ids.lesson, 'typing')).status, 400);
  });
});
