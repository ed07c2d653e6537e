import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LearnerContextEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { supportRequests, users } from '../../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { insertSupportFixtures, SUPPORT_CREATED, type SupportFixture } from '../../helpers/support-fixtures.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe("the requester's context beside a request", () => {
  let portal: TestPortal;
  let ids: SupportFixture;
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
    ids = await insertSupportFixtures(portal.db);
    // The learner's second request in cohort A, and one in cohort B no cohort A staff may see.
    await portal.db.insert(supportRequests).values([
      {
        request_type_id: 1,
        description: 'challenge=<p>Tests fail</p>&solution=<p>Reran them</p>',
        cohort_id: COHORT_A,
        user_email: PEOPLE.learner.email,
        source: 'my_cedar',
        status: 'closed',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
      {
        request_type_id: 6,
        description: 'other=<p>Elsewhere</p>',
        cohort_id: COHORT_B,
        user_email: PEOPLE.learner.email,
        source: 'my_cedar',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
    ]);
    await portal.db
      .update(users)
      .set({ is_online: true, user_last_seen: new Date('2026-11-25T11:58:00Z') })
      .where(eq(users.email, PEOPLE.learner.email));
  });
  after(() => portal.close());

  const context = async (as: PersonKey, id: number) => {
    const response = await portal.request({ as, url: `/api/v1/supportrequests/${id}/context` });
    return { status: response.statusCode, body: (response.json() as LearnerContextEnvelope).message };
  };

  it("gives the learner's time zone, last seen, other requests in the cohort and courses", async () => {
    const { status, body } = await context('coach', ids.lesson);
    assert.equal(status, 200);
    assert.equal(body.learner.email, PEOPLE.learner.email);
    assert.match(body.learner.name, /^Lena/);
    assert.equal(body.learner.time_zone?.time_zone_id, 'America/Chicago');
    assert.equal(body.learner.is_online, true);
    assert.equal(body.learner.last_seen, '2026-11-25T11:58:00.000Z');
    assert.deepEqual(
      body.requests.map((r) => [r.request_type_id, r.status]),
      [[1, 'closed']],
      'the other request in cohort A only, never this one or cohort B',
    );
    assert.deepEqual(
      body.courses.map((c) => [c.cohort_name, c.coursename]),
      [['Cohort A', 'Software Engineering A']],
    );
  });

  it('leaves personal requests out for staff who may not see them', async () => {
    const manager = await context('programManager', ids.grades);
    assert.deepEqual(
      manager.body.requests.map((r) => r.id),
      [ids.personal],
    );
    const coach = await context('coach', ids.grades);
    assert.equal(coach.status, 200);
    assert.deepEqual(coach.body.requests, []);
  });

  it('follows the request rules: personal 404 without the permission, other cohorts 404, no support access 403', async () => {
    assert.equal((await context('support', ids.personal)).status, 200);
    assert.equal((await context('coach', ids.personal)).status, 404);
    assert.equal((await context('coach', ids.otherCohort)).status, 404);
    assert.equal((await context('limitedAdmin', ids.lesson)).status, 403);
    assert.equal((await context('learner', ids.lesson)).status, 403);
  });

  it('keeps a hidden time zone hidden', async () => {
    await portal.db.update(users).set({ user_show_timezone: false }).where(eq(users.email, PEOPLE.learner.email));
    assert.equal((await context('coach', ids.lesson)).body.learner.time_zone, null);
  });
});
