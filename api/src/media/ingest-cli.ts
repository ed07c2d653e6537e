import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createDiskStorage } from '../storage/index.ts';
import { ingestRecording } from './ingest.ts';

// npm run ingest -- <video> --transcript <file.vtt> --chat <file.txt> --meeting-id <id> [--title t] [--tags a,b]
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    transcript: { type: 'string' },
    chat: { type: 'string' },
    'meeting-id': { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    tags: { type: 'string' },
  },
});
// npm runs the script in api/; paths are meant from where the command was typed.
const from = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const video = positionals[0] ? from(positionals[0]) : undefined;
const meetingId = values['meeting-id'];
if (!video || !meetingId) {
  console.error('Usage: npm run ingest -- <video> --transcript <file.vtt> --chat <file.txt> --meeting-id <id>');
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
try {
  await migrate(database.db);
  const result = await ingestRecording(database.db, createDiskStorage(path.join(config.dataDir, 'files')), {
    video: await readFile(video),
    videoExt: path.extname(video).toLowerCase() || '.mp4',
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
  });
  const { video: row } = result;
  console.log(`Stored video ${row.id} (${row.uuid}) for meeting ${meetingId}`);
  console.log(
    row.google_calendar_ids.length > 0
      ? `Linked to ${row.google_event_ids.length} event(s) in ${row.google_calendar_ids.join(', ')}`
      : 'No calendar event has this meeting id: the video is stored but listed in no calendar.',
  );
  console.log(result.thumbnail.startsWith('No thumbnail') ? result.thumbnail : `Thumbnail ${result.thumbnail}`);
} finally {
  await database.close();
}
