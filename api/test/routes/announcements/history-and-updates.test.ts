import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AnnouncementEnvelope,
  AnnouncementHistoryEnvelope,
  AnnouncementReachEnvelope,
  AnnouncementsEnvelope,
  AnnouncementUpdateEnvelope,
} from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { announcements } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const HOUR = 3_600_000;

describe('announcement history, updates and deletion', () => {
  let portal: TestPortal;
  let clock = DASHBOARD_NOW;
  before(async () => {
    portal = await startTestPortal({ now: () => clock });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const history = async (as: PersonKey, cohortId = COHORT_A) => {
    const response = await portal.request({
      as,
      method: 'GET',
      url: `/api/announcements/history?cohort_id=${cohortId}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AnnouncementHistoryEnvelope).message.announcements;
  };
  const feed = async (as: PersonKey, cohortId = COHORT_A) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/announcements?cohort_id=${cohortId}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AnnouncementsEnvelope).message.announcements;
  };
  const post = async (as: PersonKey, payload: Record<string, unknown>) => {
    const response = await portal.request({ as, method: 'POST', url: '/api/announcement', payload });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as AnnouncementEnvelope).message.announcement;
  };
  const put = (as: PersonKey, id: number, payload: Record<string, unknown>) =>
    portal.request({ as, method: 'PUT', url: `/api/announcement/update/${id}`, payload });

  it('shows staff every announcement reaching the cohort, queued and expired too, with its author and reach', async () => {
    const queued = await post('facilitator', {
      body: '<p>Queued</p>',
      post_as: 'myself',
      audience: 3,
      cohort_id: COHORT_A,
      post_schedule: new Date(DASHBOARD_NOW.getTime() + 2 * HOUR).toISOString(),
    });
    const list = await history('coach');
    const mine = list.find((a) => a.id === queued.id);
    assert.ok(mine, 'the queued announcement is in the history');
    assert.equal(mine.author_email, 'facilitator@cedar.test');
    assert.ok(mine.reach_learners > 0, 'cohort A has learners');
    assert.ok(!(await feed('learner')).some((a) => a.id === queued.id), 'not yet on the dashboard');
    // Its time comes: the learner sees it with no restart.
    clock = new Date(DASHBOARD_NOW.getTime() + 2 * HOUR + 1000);
    assert.ok((await feed('learner')).some((a) => a.id === queued.id));
    assert.ok(!(await feed('otherLearner', COHORT_B)).some((a) => a.id === queued.id), 'another cohort never');
    clock = DASHBOARD_NOW;
  });

  it('refuses the history to learners and to staff of other cohorts', async () => {
    const status = async (as: PersonKey, cohortId = COHORT_A) =>
      (await portal.request({ as, method: 'GET', url: `/api/announcements/history?cohort_id=${cohortId}` })).statusCode;
    assert.equal(await status('learner'), 403);
    assert.equal(await status('otherManager'), 403);
    assert.equal(await status('otherManager', COHORT_B), 200);
    assert.equal(
      (await portal.request({ method: 'GET', url: `/api/announcements/history?cohort_id=${COHORT_A}` })).statusCode,
      401,
    );
  });

  it('edits with the edit flag of the cohort, sanitising the body and checking the times', async () => {
    const own = await post('limitedAdmin', {
      body: '<p>Before</p>',
      post_as: 'myself',
      audience: 3,
      cohort_id: COHORT_A,
    });
    assert.equal((await put('coach', own.id, { body: '<p>x</p>' })).statusCode, 403);
    assert.equal(
      (await put('support', own.id, { body: '<p>x</p>' })).statusCode,
      403,
      'support creates but does not edit',
    );
    assert.equal((await put('otherManager', own.id, { body: '<p>x</p>' })).statusCode, 403);
    const hostile = await put('limitedAdmin', own.id, {
      body: '<p onmouseover="x()">After<script>alert(1)</script></p><a href="javascript:alert(1)">l</a><iframe src="//e"></iframe>',
    });
    assert.equal(hostile.statusCode, 200, hostile.body);
    const saved = (hostile.json() as AnnouncementUpdateEnvelope).message;
    assert.equal(saved.response, 'success');
    assert.equal(saved.announcement.body, '<p>After</p><a target="_blank" rel="noopener noreferrer">l</a>');
    const before = saved.announcement;
    const early = new Date(Date.parse(before.post_schedule) - HOUR).toISOString();
    assert.equal((await put('limitedAdmin', own.id, { post_expiration: early })).statusCode, 400);
    assert.equal((await put('limitedAdmin', own.id, { cohort_id: COHORT_B })).statusCode, 403, 'not their cohort');
    const [row] = await portal.db.select().from(announcements).where(eq(announcements.id, own.id));
    assert.equal(row!.body, before.body, 'a refused change changes nothing');
    assert.equal(row!.post_expiration?.toISOString(), before.post_expiration);
  });

  it('reaches everyone only with the send-to-everyone flag, and refuses bad input', async () => {
    const own = await post('support', { body: '<p>S</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A });
    assert.equal((await put('programManager', own.id, { audience: 1 })).statusCode, 200);
    assert.equal((await put('facilitator', own.id, { body: '<p>y</p>' })).statusCode, 403, 'now for everyone');
    const bad = async (payload: Record<string, unknown>) => (await put('programManager', own.id, payload)).statusCode;
    assert.equal(await bad({ audience: 4 }), 400);
    assert.equal(await bad({}), 400);
    assert.equal(await bad({ body: 'x'.repeat(100_001) }), 400);
    assert.equal(await bad({ is_deleted: false }), 400);
    assert.equal(await bad({ post_schedule: 'soon' }), 400);
    assert.equal((await put('programManager', 2_000_000, { body: '<p>z</p>' })).statusCode, 404);
  });

  it('deletes with the delete flag, keeping the record but hiding it everywhere', async () => {
    const own = await post('facilitator', { body: '<p>Gone</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A });
    assert.equal((await put('facilitator', own.id, { is_deleted: true })).statusCode, 403, 'role 2 does not delete');
    assert.equal((await put('programManager', own.id, { is_deleted: true })).statusCode, 200);
    assert.ok(!(await history('programManager')).some((a) => a.id === own.id));
    assert.ok(!(await feed('learner')).some((a) => a.id === own.id));
    const [row] = await portal.db.select().from(announcements).where(eq(announcements.id, own.id));
    assert.equal(row!.is_deleted, true);
    assert.equal((await put('programManager', own.id, { body: '<p>back</p>' })).statusCode, 404);
  });

  it('counts the learners and cohorts an audience reaches, for those who may post to it', async () => {
    const reach = async (as: PersonKey, query: string) =>
      portal.request({ as, method: 'GET', url: `/api/announcements/reach?${query}` });
    const cohort = await reach('support', `audience=3&cohort_id=${COHORT_A}`);
    assert.equal(cohort.statusCode, 200, cohort.body);
    const counts = (cohort.json() as AnnouncementReachEnvelope).message;
    assert.equal(counts.cohorts, 1);
    const all = (await reach('programManager', 'audience=1')).json() as AnnouncementReachEnvelope;
    assert.ok(all.message.learners > counts.learners && all.message.cohorts >= 2);
    assert.equal((await reach('support', 'audience=1')).statusCode, 403);
    assert.equal((await reach('coach', `audience=3&cohort_id=${COHORT_A}`)).statusCode, 403);
  });
});
