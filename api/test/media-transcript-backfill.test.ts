import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchTranscripts } from '../src/db/repositories/transcripts.ts';
import { videos } from '../src/db/schema/index.ts';
import { indexStoredTranscripts } from '../src/media/transcript-backfill.ts';
import { createDiskStorage, type Storage } from '../src/storage/index.ts';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('indexing stored transcripts', () => {
  let database: TestDatabase;
  let dir: string;
  let storage: Storage;
  before(async () => {
    database = await openTestDatabase({ seed: false });
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-backfill-'));
    storage = createDiskStorage(dir);
  });
  after(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes the transcripts of videos without lines searchable, once, and leaves out what it cannot read', async () => {
    const transcript = {
      '0': { start: '00:01:05.250', end: '00:01:09.000', text: 'Event delegation saves listeners.' },
    };
    const good = await storage.putBytes('transcripts', Buffer.from(JSON.stringify(transcript)), '.json');
    const bad = await storage.putBytes('transcripts', Buffer.from('{"0": {"start": "soon"}}'), '.json');
    const broken = await storage.putBytes('transcripts', Buffer.from('not json'), '.json');
    await database.db
      .insert(videos)
      .values(
        [
          good,
          good,
          bad,
          broken,
          'transcripts/ffffffffffffffffffffffffffffffff.json',
          'https://cdn.example/t.json',
        ].map((key, i) => ({ uuid: `v${i}`, google_calendar_ids: ['cal'], transcripts_cdn_url: key })),
      );
    assert.deepEqual(await indexStoredTranscripts(database.db, storage), { indexed: 1, skipped: 4 });
    assert.deepEqual(await indexStoredTranscripts(database.db, storage), { indexed: 0, skipped: 4 });
    const found = await searchTranscripts(database.db, {
      calendarIds: ['cal'],
      query: 'delegation',
      limit: 10,
      matchesPerVideo: 5,
    });
    assert.equal(found.totalVideos, 2);
    assert.deepEqual(found.hits[0]!.matches, [{ start: 65.25, text: 'Event delegation saves listeners.' }]);
  });
});
