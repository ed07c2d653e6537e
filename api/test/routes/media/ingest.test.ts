import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { IngestEnvelope, TranscriptSearchEnvelope, VideosEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { videos } from '../../../src/db/schema/index.ts';
import { createDiskStorage } from '../../../src/storage/index.ts';
import { CALENDAR_A, DASHBOARD_NOW, insertDashboardFixtures, MEETING_A } from '../../helpers/dashboard-fixtures.ts';
import { type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../../assets/demo-recordings');

describe('POST /api/v1/videos/ingest', () => {
  let portal: TestPortal;
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-ingest-'));
    portal = await startTestPortal({ now: () => DASHBOARD_NOW, storage: createDiskStorage(dir) });
    await insertDashboardFixtures(portal.db);
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  const ingest = async (as: PersonKey, meetingId: string) =>
    portal.request({
      as,
      method: 'POST',
      url: '/api/v1/videos/ingest',
      payload: {
        meeting_id: meetingId,
        title: 'HTTP in a minute',
        tags: ['http'],
        video_base64: (await readFile(path.join(ASSETS, 'intro-to-http.mp4'))).toString('base64'),
        transcript_vtt: await readFile(path.join(ASSETS, 'intro-to-http.vtt'), 'utf8'),
        chat: await readFile(path.join(ASSETS, 'intro-to-http.chat.txt'), 'utf8'),
      },
    });

  it('stores the files, converts the transcript, links the meeting and makes the thumbnail', async () => {
    const response = await ingest('facilitator', MEETING_A);
    assert.equal(response.statusCode, 201, response.body);
    const { video, thumbnail } = (response.json() as IngestEnvelope).message;
    assert.ok(video.google_calendar_ids.includes(CALENDAR_A));
    assert.equal(video.meeting_id, MEETING_A);
    assert.deepEqual(
      video.meeting_participants.map((p) => p.name),
      ['Ada Learner', 'Grace Coach', 'Lin Okafor', 'Mateo Ruiz'],
    );
    assert.match(thumbnail, /^thumbnails\/|^No thumbnail/);
    const transcript = await portal.app.inject({ method: 'GET', url: video.transcripts_cdn_url! });
    assert.equal(transcript.statusCode, 200);
    const rows = Object.values(transcript.json() as Record<string, { start: string; text: string }>);
    assert.equal(rows[0]!.start, '00:00:00.000');
    assert.match(rows[0]!.text, /Welcome back to class/);
    const chat = await portal.app.inject({ method: 'GET', url: video.chat_cdn_url! });
    assert.match(chat.body, /^00:00:02\tAda Learner\tHello everyone!/);
    // The learner of that cohort now finds it by uuid.
    const found = await portal.request({ as: 'learner', method: 'GET', url: `/api/v1/videos/?uuid=${video.uuid}` });
    assert.equal((found.json() as VideosEnvelope).message.videos[0]!.title, 'HTTP in a minute');
    // Its length is read from the file, and what is said in it can be searched.
    const [stored] = await portal.db.select().from(videos).where(eq(videos.id, video.id));
    assert.ok(Math.abs(stored!.duration_seconds! - 60.917) < 0.01, String(stored!.duration_seconds));
    const search = await portal.request({
      as: 'learner',
      method: 'GET',
      url: '/api/v1/videos/transcript-search?q=status%20code',
    });
    const [result] = (search.json() as TranscriptSearchEnvelope).message.results;
    assert.equal(result!.video.uuid, video.uuid);
    assert.ok(result!.matches[0]!.start > 7 && result!.matches[0]!.start < 8, String(result!.matches[0]!.start));
  });

  it('needs the videos edit permission in that cohort', async () => {
    assert.equal((await ingest('learner', MEETING_A)).statusCode, 403);
    assert.equal((await ingest('coach', MEETING_A)).statusCode, 403);
    assert.equal((await ingest('facilitator', '404404')).statusCode, 404);
  });
});
