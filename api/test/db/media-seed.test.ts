import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, isNull, like } from 'drizzle-orm';
import { listMemberCalendars } from '../../src/db/repositories/calendars.ts';
import { listVideos } from '../../src/db/repositories/media.ts';
import { searchTranscripts } from '../../src/db/repositories/transcripts.ts';
import { transcriptLines, transcripts, videos } from '../../src/db/schema/index.ts';
import { DASHBOARD_SEED } from '../../src/db/seed/dashboard/ids.ts';
import { demoRecordings, installDemoRecordingFiles, MEDIA_SEED } from '../../src/db/seed/media/index.ts';
import { createDiskStorage } from '../../src/storage/index.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

describe('media seed', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('fills the library: 1,000+ entries across the class calendars, over months, using the demo files', async () => {
    const rows = await database.db.select().from(videos).where(like(videos.uuid, 'lib-%'));
    assert.equal(rows.length, MEDIA_SEED.libraryVideos);
    assert.ok(rows.length >= 1000);
    assert.ok(new Set(rows.flatMap((r) => r.google_calendar_ids)).size >= 3);
    const months = new Set(rows.map((r) => r.recording_start!.toISOString().slice(0, 7)));
    assert.ok(months.size >= 6, `months: ${[...months].join(', ')}`);
    const keys = new Set(
      demoRecordings().flatMap((r) => [r.video, r.transcript, r.chat, r.chatJsonLines, r.thumbnail]),
    );
    for (const row of rows) assert.ok(keys.has(row.video_cdn_url!), row.uuid);
    assert.ok(rows.some((r) => r.chat_cdn_url?.endsWith('.jsonl')));
    assert.ok(rows.some((r) => r.transcripts_cdn_url === null));
    assert.ok(rows.every((r) => (r.tags?.length ?? 0) >= 1 && r.description && r.meeting_participants.length >= 1));
    assert.ok(rows.some((r) => r.archived) && rows.some((r) => r.deleted));
    // The dashboard's recordings have files too, and are filled in like the library's.
    assert.deepEqual(await database.db.select().from(videos).where(isNull(videos.video_cdn_url)), []);
    const dashboard = await database.db.select().from(videos).where(eq(videos.created_by, DASHBOARD_SEED));
    assert.ok(dashboard.length > 0);
    assert.ok(
      dashboard.every((r) => (r.tags?.length ?? 0) >= 1 && r.description && r.meeting_participants.length >= 2),
    );
  });

  it("the demo learner's library holds hundreds of their cohorts' videos", async () => {
    const calendarIds = (await listMemberCalendars(database.db, 'learner@cedar.test')).map((c) => c.google_calendar_id);
    const found = await listVideos(database.db, { calendarIds, limit: 10_000, offset: 0 });
    assert.ok(found.length >= 100, String(found.length));
    assert.ok(found.every((v) => !v.deleted && !v.archived));
  });

  it('keeps each demo transcript searchable once, knows the demo lengths, and finds across the library', async () => {
    const recordings = demoRecordings();
    const stored = await database.db.select().from(transcripts);
    assert.deepEqual(stored.map((t) => t.key).sort(), recordings.map((r) => r.transcript).sort());
    const lines = await database.db.select().from(transcriptLines);
    assert.equal(
      lines.length,
      stored.reduce((sum, t) => sum + t.lines, 0),
    );
    assert.ok(lines.length >= 9);
    const rows = await database.db.select().from(videos).where(like(videos.uuid, 'lib-%'));
    assert.ok(
      rows.every((r) => r.duration_seconds! >= 45 && r.duration_seconds! <= 65),
      'demo lengths',
    );
    const calendarIds = (await listMemberCalendars(database.db, 'learner@cedar.test')).map((c) => c.google_calendar_id);
    const found = await searchTranscripts(database.db, {
      calendarIds,
      query: 'status code',
      limit: 30,
      matchesPerVideo: 5,
    });
    assert.ok(found.totalVideos > 30, String(found.totalVideos));
    assert.equal(found.hits.length, 30);
    assert.ok(found.hits.every((hit) => hit.matches.length >= 1 && /status code/i.test(hit.matches[0]!.text)));
    const starts = found.hits.map((hit) => hit.video.recording_start!.getTime());
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => b - a),
    );
  });

  it('installs the demo files under the keys the seed uses', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-media-seed-'));
    try {
      const storage = createDiskStorage(dir);
      assert.equal(await installDemoRecordingFiles(storage), 15);
      for (const recording of demoRecordings()) {
        assert.ok(await storage.stat(recording.video), recording.slug);
        assert.ok(await storage.stat(recording.thumbnail), recording.slug);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
