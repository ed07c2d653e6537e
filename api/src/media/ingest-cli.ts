import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { listMeetingEvents } from '../db/repositories/calendars.ts';
import { createVideosRepository } from '../repositories/videos.ts';
import { createDiskStorage } from '../storage/index.ts';
import { probeRecording } from './recording-file.ts';
import { ingestRecording, noEventMessage, recordingEvent, knownRecordingStart } from './ingest.ts';

// npm run ingest -- <video> --transcript <file.vtt> --chat <file.txt> --meeting-id <id> [--start <ISO time>]
//   [--title t] [--description d] [--tags a,b]
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    transcript: { type: 'string' },
    chat: { type: 'string' },
    'meeting-id': { type: 'string' },
    start: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    tags: { type: 'string' },
  },
});
// npm runs the script in api/; paths are meant from where the command was typed.
const from = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const video = positionals[0] ? from(positionals[0]) : undefined;
const meetingId = values['meeting-id'];
const USAGE =
  'Usage: npm run ingest -- <video> --transcript <file.vtt> --chat <file.txt> --meeting-id <id> [--start <ISO time>]';
if (!video || !meetingId) {
  console.error(USAGE);
  process.exit(2);
}
// When the recording started (Zoom's start_time): it picks the meeting's event the video belongs to.
const givenStart = values.start ? new Date(values.start) : null;
if (givenStart && Number.isNaN(givenStart.getTime())) {
  console.error(`--start: "${values.start}" is not a date and time (e.g. 2026-11-20T17:02:00Z).\n${USAGE}`);
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
try {
  await migrate(database.db);
  const probe = await probeRecording(video);
  const now = new Date();
  const known = knownRecordingStart(probe, givenStart);
  const start = known ?? now;
  const events = await listMeetingEvents(database.db, meetingId);
  const chosen = recordingEvent(events, start, now);
  if (!chosen) {
    console.error(`${noEventMessage(meetingId, start, events.length > 0)} Nothing was stored.`);
    process.exitCode = 1;
  } else {
    const result = await ingestRecording(
      createVideosRepository(database.db),
      createDiskStorage(path.join(config.dataDir, 'files')),
      {
        video: { file: video, probe },
        transcriptVtt: values.transcript ? await readFile(from(values.transcript), 'utf8') : null,
        chat: values.chat ? await readFile(from(values.chat), 'utf8') : null,
        meetingId,
        title: values.title ?? path.basename(video, path.extname(video)),
        description: values.description ?? null,
        tags: values.tags
          ? values.tags
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
        event: chosen.event,
        start: known,
      },
    );
    const { video: row } = result;
    console.log(`Stored video ${row.id} (${row.uuid}) for meeting ${meetingId}`);
    console.log(
      `Linked to event ${chosen.event.id} of ${chosen.event.google_calendar_id}, ` +
        `dated ${chosen.event.start.toISOString()} to ${chosen.event.end.toISOString()} (recording started ${known ? known.toISOString() : 'at an unknown time: none given, none in the file'})`,
    );
    console.log(result.thumbnail.startsWith('No thumbnail') ? result.thumbnail : `Thumbnail ${result.thumbnail}`);
  }
} finally {
  await database.close();
}
