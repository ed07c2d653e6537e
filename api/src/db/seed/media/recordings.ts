import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mp4Duration } from '../../../domain/mp4-header.ts';
import type { TranscriptFile } from '@cedar/shared/domain';
import type { Storage } from '../../../storage/index.ts';

/** The committed demo recordings (api/assets/demo-recordings, made by scripts/make-demo-recordings.sh). */
export const DEMO_RECORDINGS_DIR = fileURLToPath(new URL('../../../../assets/demo-recordings', import.meta.url));

/** One demo recording: what it is about and its files as storage keys. */
export interface DemoRecording {
  slug: string;
  topic: string;
  tags: string[];
  video: string;
  transcript: string;
  chat: string;
  /** The chat in the JSON-lines fallback format (some library entries use it). */
  chatJsonLines: string;
  thumbnail: string;
  /** How long the video plays, in seconds. */
  duration: number | null;
  /** The transcript's rows (to make them searchable). */
  transcriptRows: TranscriptFile;
}

/** What each demo recording is about (its narration), by file name. */
export const DEMO_TOPICS: Readonly<Record<string, { topic: string; tags: string[] }>> = {
  'intro-to-http': { topic: 'HTTP requests and responses', tags: ['http', 'web', 'networking', 'apis'] },
  'css-flexbox': { topic: 'Flexbox layout', tags: ['css', 'layout', 'flexbox', 'frontend'] },
  'git-branches': { topic: 'Branching with Git', tags: ['git', 'branches', 'version control', 'workflow'] },
};

/** The files of a demo recording: [storage folder, file name, extension]. */
const filesOf = (slug: string) =>
  ({
    video: ['recordings', `${slug}.mp4`, '.mp4'],
    transcript: ['transcripts', `${slug}.transcript.json`, '.json'],
    chat: ['chats', `${slug}.chat.txt`, '.txt'],
    chatJsonLines: ['chats', `${slug}.chat.jsonl`, '.jsonl'],
    thumbnail: ['thumbnails', `${slug}.jpg`, '.jpg'],
  }) as const;

/** The content-addressed key a file gets in storage (the same as Storage.putBytes). */
function keyOf(folder: string, file: string, ext: string): string {
  const bytes = readFileSync(path.join(DEMO_RECORDINGS_DIR, file));
  return `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${ext}`;
}

/** The demo recordings with the keys their files have once installed. */
export function demoRecordings(): DemoRecording[] {
  return Object.entries(DEMO_TOPICS).map(([slug, about]) => {
    const keys = Object.fromEntries(
      Object.entries(filesOf(slug)).map(([name, [folder, file, ext]]) => [name, keyOf(folder, file, ext)]),
    ) as Record<keyof ReturnType<typeof filesOf>, string>;
    const duration = mp4Duration(readFileSync(path.join(DEMO_RECORDINGS_DIR, `${slug}.mp4`)));
    const transcriptRows = JSON.parse(
      readFileSync(path.join(DEMO_RECORDINGS_DIR, `${slug}.transcript.json`), 'utf8'),
    ) as TranscriptFile;
    return { slug, ...about, ...keys, duration, transcriptRows };
  });
}

/** Copies the demo recordings' files into storage (content-addressed, so running it again is harmless). */
export async function installDemoRecordingFiles(storage: Storage): Promise<number> {
  let installed = 0;
  for (const slug of Object.keys(DEMO_TOPICS)) {
    for (const [folder, file, ext] of Object.values(filesOf(slug))) {
      await storage.putFile(folder, path.join(DEMO_RECORDINGS_DIR, file), ext);
      installed += 1;
    }
  }
  return installed;
}
