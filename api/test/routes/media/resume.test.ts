import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { VideosEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { userVideoViews, videos } from '../../../src/db/schema/index.ts';
import { resumeAt } from '../../../src/presenters/video.ts';
import { CALENDAR_A, DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('resume where the learner stopped', () => {
  let portal: TestPortal;
  let id: number;
  let unknownLength: number;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
    const rows = await portal.db
      .insert(videos)
      .values([
        { uuid: 'hour', google_calendar_ids: [CALENDAR_A], duration_seconds: 3600 },
        { uuid: 'unknown-length', google_calendar_ids: [CALENDAR_A] },
      ])
      .returning({ id: videos.id });
    id = rows[0]!.id;
    unknownLength = rows[1]!.id;
  });
  after(() => portal.close());

  const send = (as: PersonKey, videoId: number, watch_details: object) =>
    portal.request({
      as,
      method: 'POST',
      url: '/api/uservideoview',
      payload: { user_email: PEOPLE[as].email, video_id: videoId, watch_details },
    });
  const resume = async (as: PersonKey, uuid: string) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/videos/?uuid=${uuid}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as VideosEnvelope).message.videos[0]!.resume_at;
  };

  it('is null until watched, then the position of the record received last', async () => {
    assert.equal(await resume('learner', 'hour'), null);
    assert.equal(
      (await send('learner', id, { views: [{ start: 0, stop: 95, duration: 95 }], position: 95.4 })).statusCode,
      200,
    );
    assert.equal(await resume('learner', 'hour'), 95.4);
    await send('learner', id, { views: [{ start: 30, stop: 40, duration: 10 }], position: 40 });
    assert.equal(await resume('learner', 'hour'), 40);
    // A record without a position leaves the last one.
    await send('learner', id, { views: [{ start: 40, stop: 50, duration: 10 }] });
    assert.equal(await resume('learner', 'hour'), 40);
    // Each learner has their own.
    assert.equal(await resume('classmate', 'hour'), null);
  });

  it('is null near either end of the recording', async () => {
    await send('classmate', id, { views: [], position: 9.9 });
    assert.equal(await resume('classmate', 'hour'), null);
    await send('classmate', id, { views: [], position: 3591 });
    assert.equal(await resume('classmate', 'hour'), null);
    await send('classmate', id, { views: [], position: 3590 });
    assert.equal(await resume('classmate', 'hour'), 3590);
    await send('classmate', unknownLength, { views: [], position: 5000 });
    assert.equal(await resume('classmate', 'unknown-length'), 5000);
    assert.equal(resumeAt(10, 12), null);
    assert.equal(resumeAt(10, null), 10);
    assert.equal(resumeAt(undefined, 100), null);
  });

  it('refuses a negative or non-numeric position before storing anything', async () => {
    const before = await portal.db.select().from(userVideoViews).where(eq(userVideoViews.video_id, id));
    for (const position of [-1, 'ten', 2_000_000, 'Infinity']) {
      const response = await send('learner', id, { views: [{ start: 0, stop: 500, duration: 500 }], position });
      assert.equal(response.statusCode, 400, String(position));
      assert.match(response.json().message, /position/);
    }
    assert.deepEqual(await portal.db.select().from(userVideoViews).where(eq(userVideoViews.video_id, id)), before);
  });
});
