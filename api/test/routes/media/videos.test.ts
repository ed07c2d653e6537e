import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { VideosEnvelope, ViewHistoryEnvelope, WatchDataEnvelope } from '@cedar/shared/contract';
import { brand } from '@cedar/shared/domain';
import { videos } from '../../../src/db/schema/index.ts';
import { createDiskStorage } from '../../../src/storage/index.ts';
import { CALENDAR_A, CALENDAR_B, DASHBOARD_NOW, insertDashboardFixtures } from '../../helpers/dashboard-fixtures.ts';
import { PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../../assets/demo-recordings');

describe('recorded sessions API', () => {
  let portal: TestPortal;
  let dir: string;
  let videoKey: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-files-'));
    const storage = createDiskStorage(dir);
    portal = await startTestPortal({ now: () => DASHBOARD_NOW, storage });
    await insertDashboardFixtures(portal.db);
    videoKey = await storage.putFile('recordings', path.join(ASSETS, 'intro-to-http.mp4'));
    await portal.db.insert(videos).values([
      {
        uuid: 'lib-a',
        meeting_id: '555',
        title: 'HTTP',
        tags: ['http', 'web'],
        google_calendar_ids: [CALENDAR_A],
        recording_start: new Date('2026-09-14T15:00:00Z'),
        recording_end: new Date('2026-09-14T16:00:00Z'),
        video_cdn_url: videoKey,
        meeting_participants: [
          { id: 'u1', name: 'Lena', email: PEOPLE.learner.email },
          { id: 'u1', name: 'Lena again', email: PEOPLE.learner.email },
          { name: 'Guest' },
          { name: ' guest ' },
          { name: 'Cato', email: PEOPLE.classmate.email },
        ],
      },
      { uuid: 'lib-deleted', google_calendar_ids: [CALENDAR_A], deleted: true },
      { uuid: 'lib-b', google_calendar_ids: [CALENDAR_B], created_by: 'someone' },
    ]);
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  const list = async (as: PersonKey, query: string) => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/videos/?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as VideosEnvelope).message.videos;
  };

  it("lists only the caller's cohorts' videos, neither deleted nor archived", async () => {
    const mine = (await list('learner', 'limit=10000')).map((v) => v.uuid);
    assert.ok(mine.includes('lib-a'));
    assert.ok(!mine.includes('lib-deleted') && !mine.includes('lib-b') && !mine.includes('rec-archived'));
    assert.deepEqual(
      (await list('otherLearner', `uuid=lib-b&google_calendar_ids=${CALENDAR_B}`)).map((v) => v.uuid),
      ['lib-b'],
    );
    assert.deepEqual(await list('otherLearner', 'uuid=lib-a'), []);
    assert.deepEqual(await list('learner', `uuid=lib-a&google_calendar_ids=${CALENDAR_B}`), []);
    assert.deepEqual(await list('nocourse', 'uuid=lib-a'), []);
    assert.deepEqual(
      (await list('learner', 'meeting_id=555')).map((v) => v.uuid),
      ['lib-a'],
    );
  });

  it('answers the video info: participants once each, MMDDYY, signed file links, brand creator', async () => {
    const [video] = await list('learner', 'uuid=lib-a');
    assert.ok(video);
    assert.deepEqual(
      video.meeting_participants.map((p) => [p.name, p.mycedar_user_info?.email ?? null]),
      [
        ['Lena', PEOPLE.learner.email],
        ['Guest', null],
        ['Cato', PEOPLE.classmate.email],
      ],
    );
    assert.equal(video.recordingDate, '091426');
    assert.equal(video.created_by, brand.missingVideoCreator);
    assert.equal(video.transcripts_cdn_url, null);
    assert.match(video.video_cdn_url!, /^\/files\/recordings\/[0-9a-f]{32}\.mp4\?expires=\d+&sig=/);
    const [other] = await list('otherLearner', 'uuid=lib-b');
    assert.equal(other!.created_by, 'someone');
  });

  it('serves a signed file with ranges and caching headers, refuses unsigned or tampered links', async () => {
    const [video] = await list('learner', 'uuid=lib-a');
    const url = video!.video_cdn_url!;
    const whole = await portal.app.inject({ method: 'GET', url });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['content-type'], 'video/mp4');
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.match(String(whole.headers['cache-control']), /immutable/);
    const size = whole.rawPayload.length;
    const part = await portal.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 100-199/${size}`);
    assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(100, 200));
    const tail = await portal.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    assert.equal(tail.headers['content-range'], `bytes ${size - 10}-${size - 1}/${size}`);
    const bad = await portal.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 5}-` } });
    assert.equal(bad.statusCode, 416);
    const cached = await portal.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    assert.equal(cached.statusCode, 304);
    assert.equal((await portal.app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode, 403);
    assert.equal((await portal.app.inject({ method: 'GET', url: url.replace('sig=', 'sig=x') })).statusCode, 403);
    const other = url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    assert.equal((await portal.app.inject({ method: 'GET', url: other })).statusCode, 403);
  });

  it('records watch data idempotently and answers the own view history only', async () => {
    const [video] = await list('learner', 'uuid=lib-a');
    const record = {
      user_email: PEOPLE.learner.email,
      video_id: video!.id,
      watch_details: {
        views: [
          { start: 0, stop: 20, duration: 20 },
          { start: 10, stop: 30, duration: 20 },
        ],
      },
    };
    const send = (as: PersonKey, payload: unknown) =>
      portal.request({ as, method: 'POST', url: '/api/uservideoview', payload: payload as object });
    const first = await send('learner', record);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((first.json() as WatchDataEnvelope).message.watched_seconds, 30);
    const again = await send('learner', record);
    assert.deepEqual((again.json() as WatchDataEnvelope).message, {
      video_id: video!.id,
      watched_seconds: 30,
      // [0, 20) and [10, 30) are stored as their union, one stretch.
      segments: 1,
    });
    assert.equal((await send('classmate', record)).statusCode, 403);
    assert.equal((await send('otherLearner', { ...record, user_email: PEOPLE.otherLearner.email })).statusCode, 404);

    const history = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/uservideoview/${encodeURIComponent(PEOPLE.learner.email)}`,
    });
    assert.deepEqual((history.json() as ViewHistoryEnvelope).message.response, [
      { video_id: video!.id, created_date: DASHBOARD_NOW.toISOString() },
    ]);
    const [watched] = await list('learner', 'uuid=lib-a');
    assert.equal(watched!.date_last_watched, DASHBOARD_NOW.toISOString());
    const theirs = await portal.request({
      as: 'classmate',
      method: 'GET',
      url: `/api/uservideoview/${encodeURIComponent(PEOPLE.learner.email)}`,
    });
    assert.equal(theirs.statusCode, 403);
  });
});
