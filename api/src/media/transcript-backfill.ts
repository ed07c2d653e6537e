import { readFile } from 'node:fs/promises';
import { isValidTranscript } from '@cedar/shared/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { indexTranscript } from '../db/repositories/transcripts.ts';
import { transcripts, videos } from '../db/schema/index.ts';
import type { Storage } from '../storage/index.ts';

/**
 * Makes searchable the stored transcripts of videos that have no lines yet: those ingested
 * before transcript search existed, or filed by another tool. Files missing, external (an
 * absolute URL) or not in the transcript format are left out and counted.
 */
export async function indexStoredTranscripts(
  db: Database,
  storage: Storage,
): Promise<{ indexed: number; skipped: number }> {
  const missing = await db
    .selectDistinct({ key: videos.transcripts_cdn_url })
    .from(videos)
    .leftJoin(transcripts, eq(transcripts.key, videos.transcripts_cdn_url))
    .where(and(isNotNull(videos.transcripts_cdn_url), isNull(transcripts.key)));
  let indexed = 0;
  let skipped = 0;
  for (const { key } of missing) {
    const file = key ? storage.resolve(key) : null;
    const transcript = file ? await readFile(file, 'utf8').then(parseJson, () => null) : null;
    if (key && isValidTranscript(transcript) && (await indexTranscript(db, key, transcript))) indexed += 1;
    else skipped += 1;
  }
  return { indexed, skipped };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
