import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mp4CreationTime, mp4Duration } from '../src/domain/mp4-header.ts';
import { knownRecordingStart, type MeetingEvent, recordingEvent } from '../src/media/ingest.ts';
import { probeRecording } from '../src/media/recording-file.ts';

const MP4 = readFileSync(path.resolve(import.meta.dirname, '../assets/demo-recordings/git-branches.mp4'));
const NOW = new Date('2026-11-21T18:00:00Z');
const HOUR = 3_600_000;

const event = (id: string, hoursFromNow: number, calendar = 'c@cedar.test', cohort = 1): MeetingEvent => ({
  id,
  google_calendar_id: calendar,
  start: new Date(NOW.getTime() + hoursFromNow * HOUR),
  end: new Date(NOW.getTime() + (hoursFromNow + 1) * HOUR),
  cohort_id: cohort,
});

describe('which event a recording belongs to', () => {
  const weekly = [event('next', 7 * 24), event('today', -1), event('last', -7 * 24), event('before', -14 * 24)];

  it('the latest that had started at the recording start, never one still to come', () => {
    assert.equal(recordingEvent(weekly, NOW, NOW)!.event.id, 'today');
    assert.equal(recordingEvent(weekly, new Date(NOW.getTime() - 3 * 24 * HOUR), NOW)!.event.id, 'last');
    assert.equal(recordingEvent(weekly, new Date(NOW.getTime() + 8 * 24 * HOUR), NOW)!.event.id, 'today');
    assert.equal(recordingEvent(weekly, new Date(NOW.getTime() - 30 * 24 * HOUR), NOW), null);
    assert.equal(recordingEvent([], NOW, NOW), null);
  });

  it('up to 10 minutes early, when the room opens', () => {
    const early = (minutes: number) => new Date(NOW.getTime() - 7 * 24 * HOUR - minutes * 60_000);
    assert.equal(recordingEvent(weekly, early(10), NOW)!.event.id, 'last');
    assert.equal(recordingEvent(weekly, early(11), NOW)!.event.id, 'before');
  });

  it('the same choice whatever order the events come in; the cohorts of the chosen event', () => {
    const tied = [
      event('b', -1, 'events@cedar.test', 3),
      event('a', -1, 'events@cedar.test', 2),
      event('a', -1, 'events@cedar.test', 1),
      event('older', -2),
    ];
    for (const order of [tied, [...tied].reverse()]) {
      const chosen = recordingEvent(order, NOW, NOW)!;
      assert.equal(chosen.event.id, 'a');
      assert.equal(chosen.event.cohort_id, 1);
      assert.deepEqual(chosen.cohortIds.sort(), [1, 2]);
    }
  });
});

describe('when a recording started', () => {
  it('the time given, else the file creation time, else unknown', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-probe-'));
    const probe = async (bytes: Buffer) => {
      const file = path.join(dir, `${Math.random()}.upload`);
      await writeFile(file, bytes);
      return probeRecording(file);
    };
    assert.equal(mp4CreationTime(MP4), null, 'ffmpeg leaves it unset');
    assert.equal(knownRecordingStart(await probe(MP4), null), null);
    const given = new Date('2026-11-20T17:02:00Z');
    assert.equal(knownRecordingStart(await probe(MP4), given), given);
    const stamped = Buffer.from(MP4);
    const body = stamped.indexOf('mvhd') + 4;
    stamped.writeUInt32BE(Math.round(given.getTime() / 1000) + 2_082_844_800, body + 4);
    assert.deepEqual(mp4CreationTime(stamped), given);
    assert.deepEqual(knownRecordingStart(await probe(stamped), null), given);
    await rm(dir, { recursive: true, force: true });
    assert.equal(mp4Duration(stamped), mp4Duration(MP4));
    assert.equal(mp4CreationTime(Buffer.from('not a video')), null);
  });
});
