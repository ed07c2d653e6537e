import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { IngestEnvelope, TranscriptSearchEnvelope, VideosEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { calendarEvents, videos } from '../../../src/db/schema/index.ts';
import { createDiskStorage } from '../../../src/storage/index.ts';
import { CALENDAR_A, DASHBOARD_NOW, insertDashboardFixtures, MEETING_A } from '../../helpers/dashboard-fixtures.ts';
import { type PersonKey } from '../../helpers/fixtures.ts';
import { multipart, startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../../assets/demo-recordings');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A copy of an MP4 whose movie header says it was made at `at` (version 0: seconds since 1904). */
function withCreationTime(mp4: Buffer, at: Date): Buffer {
  const copy = Buffer.from(mp4);
  const body = copy.indexOf('mvhd') + 4;
  assert.equal(copy[body], 0, 'a version 0 movie header');
  copy.writeUInt32BE(Math.round(at.getTime() / 1000) + 2_082_844_800, body + 4);
  return copy;
}

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

  const ingest = async (as: PersonKey, meetingId: string, more: { start_time?: string; video?: Buffer } = {}) => {
    const video = more.video ?? (await readFile(path.join(ASSETS, 'intro-to-http.mp4')));
    return portal.request({
      as,
      method: 'POST',
      url: '/api/v1/videos/ingest',
      ...(await multipart({
        meeting_id: meetingId,
        ...(more.start_time ? { start_time: more.start_time } : {}),
        title: 'HTTP in a minute',
        tags: 'http',
        video: new Blob([new Uint8Array(video)]),
        transcript_vtt: await readFile(path.join(ASSETS, 'intro-to-http.vtt'), 'utf8'),
        chat: await readFile(path.join(ASSETS, 'intro-to-http.chat.txt'), 'utf8'),
      })),
    });
  };

  it('stores the files, converts the transcript, links the meeting and makes the thumbnail', async () => {
    const response = await ingest('facilitator', MEETING_A);
    assert.equal(response.statusCode, 201, response.body);
    const { video, thumbnail } = (response.json() as IngestEnvelope).message;
    assert.deepEqual(video.google_calendar_ids, [CALENDAR_A]);
    assert.equal(video.meeting_id, MEETING_A);
    // Made now (no start given, none in the file): the class that started 10 minutes ago, not
    // the one ended earlier today nor the ones to come.
    assert.equal(video.video_details.recording_start, new Date(DASHBOARD_NOW.getTime() - 10 * 60_000).toISOString());
    const [row] = await portal.db.select().from(videos).where(eq(videos.id, video.id));
    assert.deepEqual(row!.google_event_ids, ['a-live']);
    assert.deepEqual(
      video.meeting_participants.map((p) => p.name),
      ['Ada Learner', 'Lin Okafor', 'Grace Coach', 'Mateo Ruiz'],
    );
    assert.match(thumbnail, /^thumbnails\/|^No thumbnail/);
    const transcript = await portal.app.inject({ method: 'GET', url: video.transcripts_cdn_url! });
    assert.equal(transcript.statusCode, 200);
    const rows = Object.values(transcript.json() as Record<string, { start: string; text: string }>);
    assert.equal(rows[0]!.start, '00:00:00.000');
    assert.match(rows[0]!.text, /Welcome back to class/);
    const chat = await portal.app.inject({ method: 'GET', url: video.chat_cdn_url! });
    assert.match(chat.body, /^00:00:03\tAda Learner\tHi all, ready for HTTP!/);
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

  it('a recurring meeting id: links the one event that had started at the recording start, dated by it', async () => {
    const meeting = '8300000077';
    const at = (days: number, hours = 0) => new Date(DASHBOARD_NOW.getTime() + days * DAY + hours * HOUR);
    const weekly = (id: string, days: number, hours = -2) => ({
      id,
      google_calendar_id: CALENDAR_A,
      summary: 'Office Hours',
      start_date_time: at(days, hours),
      end_date_time: at(days, hours + 1),
      meeting_url: `https://zoom.example.com/j/${meeting}`,
    });
    await portal.db
      .insert(calendarEvents)
      .values([
        weekly('oh-2-weeks-ago', -14),
        weekly('oh-last-week', -7),
        weekly('oh-today', 0),
        weekly('oh-next-week', 7),
        weekly('oh-in-2-weeks', 14),
      ]);
    const linked = async (more: { start_time?: string; video?: Buffer }) => {
      const response = await ingest('facilitator', meeting, more);
      assert.equal(response.statusCode, 201, response.body);
      const { video } = (response.json() as IngestEnvelope).message;
      const [row] = await portal.db.select().from(videos).where(eq(videos.id, video.id));
      return { events: row!.google_event_ids, start: video.video_details.recording_start, row: row! };
    };

    // No start given and none in the file: made now, so today's, never next week's.
    const today = await linked({});
    assert.deepEqual(today.events, ['oh-today']);
    assert.equal(today.start, at(0, -2).toISOString());
    assert.deepEqual(today.row.google_calendar_ids, [CALENDAR_A]);
    // The time of the ingest is not when it was recorded: the event's start stands for it.
    assert.deepEqual(today.row.source_details, { recording_details: { start_time: at(0, -2).toISOString() } });

    // Zoom's start time of last week's session: last week's event, and the date with it.
    const lastWeek = await linked({ start_time: at(-7, -1.9).toISOString() });
    assert.deepEqual(lastWeek.events, ['oh-last-week']);
    assert.equal(lastWeek.start, at(-7, -2).toISOString());
    assert.equal(lastWeek.row.recording_end!.toISOString(), at(-7, -1).toISOString());
    assert.deepEqual(lastWeek.row.source_details, { recording_details: { start_time: at(-7, -1.9).toISOString() } });

    // The host opened the room 5 minutes early: still that session, not the week before.
    const early = await linked({ start_time: new Date(at(-7, -2).getTime() - 5 * 60_000).toISOString() });
    assert.deepEqual(early.events, ['oh-last-week']);

    // A start after next week's event (a wrong clock): events still to come are never linked.
    const ahead = await linked({ start_time: at(8).toISOString() });
    assert.deepEqual(ahead.events, ['oh-today']);

    // Without a start, the file's own creation time (as Zoom writes it) picks the event.
    const made = await readFile(path.join(ASSETS, 'intro-to-http.mp4'));
    const fromFile = await linked({ video: withCreationTime(made, at(-14, -1.5)) });
    assert.deepEqual(fromFile.events, ['oh-2-weeks-ago']);
    assert.equal(fromFile.start, at(-14, -2).toISOString());

    // Before the first session: nothing to link, nothing stored, and it says why.
    const before = await portal.db.select().from(videos);
    const none = await ingest('facilitator', meeting, { start_time: at(-30).toISOString() });
    assert.equal(none.statusCode, 404, none.body);
    assert.match((none.json() as { message: string }).message, /No event of meeting 8300000077 had started by/);
    assert.equal((await portal.db.select().from(videos)).length, before.length);
    assert.equal((await ingest('facilitator', meeting, { start_time: 'yesterday' })).statusCode, 400);
  });

  it('needs the videos edit permission in that cohort', async () => {
    assert.equal((await ingest('learner', MEETING_A)).statusCode, 403);
    assert.equal((await ingest('coach', MEETING_A)).statusCode, 403);
    assert.equal((await ingest('facilitator', '404404')).statusCode, 404);
  });

  it('refuses what is not a recording and stores nothing (415, 422)', async () => {
    const before = await portal.db.select().from(videos);
    const mp4 = await readFile(path.join(ASSETS, 'intro-to-http.mp4'));
    const moov = mp4.indexOf('moov');
    const cases: [string, Buffer, number][] = [
      ['a text file', Buffer.from('hello, this is no video'), 415],
      ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 415],
      ['an MP4 without its movie header', Buffer.concat([mp4.subarray(0, moov - 4), Buffer.alloc(64)]), 422],
      ['an EBML file that is no WebM', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]), 422],
    ];
    for (const [name, bytes, status] of cases) {
      const response = await ingest('facilitator', MEETING_A, { video: bytes });
      assert.equal(response.statusCode, status, `${name}: ${response.body}`);
    }
    assert.equal((await portal.db.select().from(videos)).length, before.length);
    const stored = await readdir(path.join(dir, 'recordings')).catch(() => []);
    for (const file of stored) assert.ok(!file.endsWith('.part'), file);
  });

  it('takes the recording only as a multipart upload with a video part', async () => {
    const json = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/v1/videos/ingest',
      payload: { meeting_id: MEETING_A, video_base64: 'AAAA' },
    });
    assert.equal(json.statusCode, 415, json.body);
    const noFile = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/v1/videos/ingest',
      ...(await multipart({ meeting_id: MEETING_A })),
    });
    assert.equal(noFile.statusCode, 400, noFile.body);
    const pathField = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/v1/videos/ingest',
      ...(await multipart({ meeting_id: MEETING_A, video: '/etc/passwd' })),
    });
    assert.equal(pathField.statusCode, 400, pathField.body);
  });
});
