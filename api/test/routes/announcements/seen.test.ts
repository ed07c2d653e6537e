import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AnnouncementHistoryEnvelope,
  AnnouncementSeenEnvelope,
  AnnouncementsEnvelope,
} from '@cedar/shared/contract';
import { announcementViews } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const HOUR = 3_600_000;

describe('who has seen an announcement', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const feed = async (as: PersonKey, cohortId = COHORT_A) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/announcements?cohort_id=${cohortId}` });
    return (response.json() as AnnouncementsEnvelope).message.announcements;
  };
  const seen = (as: PersonKey, cohortId: number, ids: number[]) =>
    portal.request({
      as,
      method: 'POST',
      url: '/api/announcements/seen',
      payload: { cohort_id: cohortId, announcement_ids: ids },
    });
  const seenCounts = async (as: PersonKey = 'coach') => {
    const response = await portal.request({
      as,
      method: 'GET',
      url: `/api/announcements/history?cohort_id=${COHORT_A}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return new Map(
      (response.json() as AnnouncementHistoryEnvelope).message.announcements.map((a) => [a.id, a.seen_learners]),
    );
  };

  it('counts each learner once per announcement their dashboard showed, whatever the repeats', async () => {
    const ids = (await feed('learner')).map((a) => a.id);
    assert.ok(ids.length >= 2);
    const first = await seen('learner', COHORT_A, ids);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((first.json() as AnnouncementSeenEnvelope).message.recorded, ids.length);
    const again = await seen('learner', COHORT_A, [...ids, ids[0]!]);
    assert.equal((again.json() as AnnouncementSeenEnvelope).message.recorded, 0);
    assert.equal((await seen('classmate', COHORT_A, [ids[0]!])).statusCode, 200);
    const counts = await seenCounts();
    assert.equal(counts.get(ids[0]!), 2);
    assert.equal(counts.get(ids[1]!), 1);
    assert.equal((await portal.db.select().from(announcementViews)).length, ids.length + 1);
  });

  it('does not count staff opening a dashboard: they are not the audience', async () => {
    const ids = (await feed('coach')).map((a) => a.id);
    const response = await seen('coach', COHORT_A, ids);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as AnnouncementSeenEnvelope).message.recorded, 0);
  });

  it('refuses announcements the learner may not see now, recording none of the batch', async () => {
    const before = (await portal.db.select().from(announcementViews)).length;
    const ownIds = (await feed('learner')).map((a) => a.id);
    const bIds = (await feed('otherLearner', COHORT_B)).map((a) => a.id).filter((id) => !ownIds.includes(id));
    assert.ok(bIds.length > 0, 'cohort B has an announcement cohort A does not see');
    const foreign = await seen('classmate', COHORT_A, [ownIds[1]!, bIds[0]!]);
    assert.equal(foreign.statusCode, 403);
    assert.match(foreign.body, new RegExp(String(bIds[0])));
    // Another cohort's dashboard: not a member.
    assert.equal((await seen('learner', COHORT_B, bIds)).statusCode, 403);
    // Queued (not posted yet) is not shown either.
    const queued = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/announcement',
      payload: {
        body: '<p>Later</p>',
        post_as: 'myself',
        audience: 3,
        cohort_id: COHORT_A,
        post_schedule: new Date(DASHBOARD_NOW.getTime() + HOUR).toISOString(),
      },
    });
    const queuedId = (queued.json() as { message: { announcement: { id: number } } }).message.announcement.id;
    assert.equal((await seen('learner', COHORT_A, [queuedId])).statusCode, 403);
    assert.equal((await seen('learner', COHORT_A, [999_999])).statusCode, 403);
    assert.equal((await seen('learner', COHORT_A, [])).statusCode, 400);
    assert.equal(
      (
        await seen(
          'learner',
          COHORT_A,
          Array.from({ length: 51 }, (_, i) => i + 1),
        )
      ).statusCode,
      400,
    );
    assert.equal((await portal.db.select().from(announcementViews)).length, before);
  });

  it('answers the counts to staff who see the history only', async () => {
    for (const as of ['learner', 'otherLearner'] as const) {
      const response = await portal.request({
        as,
        method: 'GET',
        url: `/api/announcements/history?cohort_id=${COHORT_A}`,
      });
      assert.equal(response.statusCode, 403, as);
    }
    const dashboard = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/announcements?cohort_id=${COHORT_A}`,
    });
    assert.ok(!dashboard.body.includes('seen_learners'));
  });
});
