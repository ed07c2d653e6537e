import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PresenceEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { PEOPLE } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('POST /api/user/:email (offline beacon)', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
    await portal.db.update(users).set({ is_online: true, user_last_seen: new Date(NOW.getTime() - 30_000) });
  });
  after(() => portal.close());

  const beacon = (as: string | null, email: string, payload: string, contentType = 'application/json') =>
    portal.request({
      as,
      method: 'POST',
      url: `/api/user/${encodeURIComponent(email)}`,
      payload,
      headers: { 'content-type': contentType },
    });
  const body = JSON.stringify({ is_online: false, user_last_seen: '2000-01-01T00:00:00.000Z' });

  it('marks the caller offline, last seen by the server clock', async () => {
    const response = await beacon('learner', PEOPLE.learner.email, body);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json() as PresenceEnvelope, {
      message: { is_online: false, user_last_seen: NOW.toISOString() },
    });
    const [row] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.learner.email));
    assert.equal(row?.is_online, false);
    assert.equal(row?.user_last_seen?.toISOString(), NOW.toISOString());
  });

  it('accepts the JSON body sent as text/plain, as a keepalive request may send it', async () => {
    const response = await beacon('classmate', PEOPLE.classmate.email, body, 'text/plain;charset=UTF-8');
    assert.equal(response.statusCode, 200, response.body);
  });

  it("refuses anyone else's account with 403 and leaves it online", async () => {
    const response = await beacon('learner', PEOPLE.coach.email, body);
    assert.equal(response.statusCode, 403);
    const [row] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.coach.email));
    assert.equal(row?.is_online, true);
  });

  it('refuses a body that does not say offline with 400', async () => {
    const response = await beacon('coach', PEOPLE.coach.email, JSON.stringify({ is_online: true }));
    assert.equal(response.statusCode, 400);
  });

  it('answers 401 without a token', async () => {
    assert.equal((await beacon(null, PEOPLE.learner.email, body)).statusCode, 401);
  });
});
