import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WATCH_SECONDS_MAX, WATCH_VIEWS_MAX, type WatchDataEnvelope } from '@cedar/shared/contract';
import { and, eq } from 'drizzle-orm';
import { userVideoViews, videos } from '../../../src/db/schema/index.ts';
import { MAX_STORED_SEGMENTS } from '../../../src/domain/watched-segments.ts';
import { CALENDAR_A, DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

/** `count` one-second stretches two seconds apart, from `from`. */
const slivers = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ start: from + i * 2, stop: from + i * 2 + 1, duration: 1 }));

describe('watch data: bounded', () => {
  let portal: TestPortal;
  let minute: number;
  let unknownLength: number;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
    const rows = await portal.db
      .insert(videos)
      .values([
        { uuid: 'minute', google_calendar_ids: [CALENDAR_A], duration_seconds: 60 },
        { uuid: 'unknown-length', google_calendar_ids: [CALENDAR_A] },
      ])
      .returning({ id: videos.id });
    minute = rows[0]!.id;
    unknownLength = rows[1]!.id;
  });
  after(() => portal.close());

  const send = (as: PersonKey, videoId: number, views: object[], position?: number) =>
    portal.request({
      as,
      method: 'POST',
      url: '/api/uservideoview',
      payload: { user_email: PEOPLE[as].email, video_id: videoId, watch_details: { views, position } },
    });
  const stored = async (as: PersonKey, videoId: number) => {
    const [row] = await portal.db
      .select()
      .from(userVideoViews)
      .where(and(eq(userVideoViews.user_email, PEOPLE[as].email), eq(userVideoViews.video_id, videoId)));
    return row!;
  };

  it('never counts past the end of the recording', async () => {
    const response = await send('learner', minute, [
      { start: 0, stop: 50, duration: 50 },
      { start: 40, stop: 900_000, duration: 899_960 },
      { start: 500, stop: 600, duration: 100 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((response.json() as WatchDataEnvelope).message, {
      video_id: minute,
      watched_seconds: 60,
      segments: 1,
    });
    const row = await stored('learner', minute);
    assert.deepEqual(row.segments, [{ start: 0, stop: 60 }]);
    assert.equal(row.watched_seconds, 60);
  });

  it('stores the union: touching and overlapping stretches from several records become one', async () => {
    await send('classmate', minute, [{ start: 10, stop: 20, duration: 10 }]);
    await send('classmate', minute, [{ start: 30, stop: 40, duration: 10 }]);
    const joined = await send('classmate', minute, [{ start: 20, stop: 30.5, duration: 10.5 }]);
    assert.deepEqual((joined.json() as WatchDataEnvelope).message, {
      video_id: minute,
      watched_seconds: 30,
      segments: 1,
    });
    assert.deepEqual((await stored('classmate', minute)).segments, [{ start: 10, stop: 40 }]);
  });

  it(`refuses a record of more than ${WATCH_VIEWS_MAX} stretches, or a second past ${WATCH_SECONDS_MAX}`, async () => {
    const tooMany = await send('learner', unknownLength, slivers(0, WATCH_VIEWS_MAX + 1));
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.match(tooMany.json().message, /^Invalid body: .*views/);
    for (const view of [
      { start: WATCH_SECONDS_MAX + 1, stop: WATCH_SECONDS_MAX + 2, duration: 1 },
      { start: 0, stop: 1e300, duration: 1e300 },
    ]) {
      assert.equal((await send('learner', unknownLength, [view])).statusCode, 400, JSON.stringify(view));
    }
    assert.equal((await send('learner', unknownLength, [], WATCH_SECONDS_MAX + 1)).statusCode, 400);
  });

  it(`keeps at most ${MAX_STORED_SEGMENTS} stretches, however many records of slivers arrive`, async () => {
    // The attack of the review: five full records of one-second slivers, all apart.
    for (let record = 0; record < 5; record++) {
      const response = await send('private', unknownLength, slivers(record * 2 * WATCH_VIEWS_MAX, WATCH_VIEWS_MAX));
      assert.equal(response.statusCode, 200, response.body);
      const { segments, watched_seconds } = (response.json() as WatchDataEnvelope).message;
      assert.ok(segments <= MAX_STORED_SEGMENTS, `record ${record}: ${segments}`);
      assert.equal(watched_seconds, segments);
    }
    const row = await stored('private', unknownLength);
    assert.equal(row.segments.length, MAX_STORED_SEGMENTS);
    // Watching on grows the record by nothing: the stretch joins the union, a shorter sliver goes.
    const after = await send('private', unknownLength, [{ start: 100_000, stop: 100_120, duration: 120 }]);
    assert.equal(after.statusCode, 200);
    assert.deepEqual((after.json() as WatchDataEnvelope).message, {
      video_id: unknownLength,
      watched_seconds: MAX_STORED_SEGMENTS - 1 + 120,
      segments: MAX_STORED_SEGMENTS,
    });
    assert.equal((await stored('private', unknownLength)).segments.length, MAX_STORED_SEGMENTS);
  });
});
