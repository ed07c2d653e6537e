import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SavedRepliesEnvelope, SavedReplyEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { savedReplies } from '../../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { insertSavedReplyFixtures } from '../../helpers/support-fixtures.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe("a cohort's saved replies", () => {
  let portal: TestPortal;
  let ids: { cohortA: number; cohortB: number };
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
    ids = await insertSavedReplyFixtures(portal.db);
  });
  after(() => portal.close());

  const base = (cohort = COHORT_A) => `/api/v1/cohort/${cohort}/savedreplies`;
  const list = async (as: PersonKey, cohort = COHORT_A) => {
    const response = await portal.request({ as, url: base(cohort) });
    return { status: response.statusCode, rows: (response.json() as SavedRepliesEnvelope).message?.saved_replies };
  };
  const write = (as: PersonKey, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    portal.request({ as, method, url, ...(payload ? { payload } : {}) });

  it("lists the cohort's replies by title to its support staff only", async () => {
    const coach = await list('coach');
    assert.equal(coach.status, 200);
    assert.deepEqual(
      coach.rows!.map((r) => r.title),
      ['Office hours'],
    );
    for (const who of ['limitedAdmin', 'learner', 'otherManager'] as const)
      assert.equal((await list(who)).status, 403, who);
    assert.equal((await list('coach', COHORT_B)).status, 403);
  });

  it('creates, edits and deletes a reply, its body sanitised as responses are', async () => {
    const created = await write('support', 'POST', base(), {
      title: '  Extension  ',
      body: '<p onclick="x()">Ask for an <strong>extension</strong><script>alert(1)</script></p>',
    });
    assert.equal(created.statusCode, 200);
    const reply = (created.json() as SavedReplyEnvelope).message.saved_reply!;
    assert.equal(reply.title, 'Extension');
    assert.equal(reply.body, '<p>Ask for an <strong>extension</strong></p>');
    assert.equal(reply.updated_by, 'support@cedar.test');
    assert.deepEqual(
      (await list('coach')).rows!.map((r) => r.title),
      ['Extension', 'Office hours'],
    );
    const edited = await write('coach', 'PUT', `${base()}/${reply.id}`, {
      title: 'Extensions',
      body: '<p>Two days</p>',
    });
    assert.equal(edited.statusCode, 200);
    assert.equal((edited.json() as SavedReplyEnvelope).message.saved_reply!.updated_by, 'coach@cedar.test');
    assert.equal((await write('coach', 'DELETE', `${base()}/${reply.id}`)).statusCode, 200);
    assert.equal((await write('coach', 'DELETE', `${base()}/${reply.id}`)).statusCode, 404);
  });

  it('refuses empty replies and replies of another cohort, changing nothing', async () => {
    assert.equal((await write('coach', 'POST', base(), { title: ' ', body: '<p>x</p>' })).statusCode, 400);
    assert.equal((await write('coach', 'POST', base(), { title: 'Empty', body: '<p><br></p>' })).statusCode, 400);
    assert.equal((await write('coach', 'POST', base(), { title: 'No body' })).statusCode, 400);
    assert.equal(
      (await write('coach', 'PUT', `${base()}/${ids.cohortB}`, { title: 'Mine now', body: '<p>x</p>' })).statusCode,
      404,
    );
    assert.equal((await write('coach', 'DELETE', `${base()}/${ids.cohortB}`)).statusCode, 404);
    const [b] = await portal.db.select().from(savedReplies).where(eq(savedReplies.id, ids.cohortB));
    assert.equal(b!.title, 'Cohort B only');
    assert.equal((await write('limitedAdmin', 'POST', base(), { title: 'T', body: '<p>x</p>' })).statusCode, 403);
    assert.equal((await list('coach')).rows!.length, 1);
  });
});
