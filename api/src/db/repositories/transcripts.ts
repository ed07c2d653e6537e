import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { transcriptLines, transcripts, videos } from '../schema/index.ts';
import { visibleOnCalendars } from './media.ts';
import { stampSeconds, type TranscriptFile } from '@cedar/shared/domain';

/**
 * Makes a stored transcript searchable: its lines, once per storage key (keys are content
 * hashes, so a transcript already known has the same lines). Answers whether it was new.
 */
export async function indexTranscript(db: Database, key: string, transcript: TranscriptFile): Promise<boolean> {
  const lines = Object.values(transcript)
    .map((row, line) => ({ transcript_key: key, line, start_seconds: stampSeconds(row.start), text: row.text.trim() }))
    .filter((row) => row.text !== '');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(transcripts)
      .values({ key, lines: lines.length })
      .onConflictDoNothing()
      .returning({ key: transcripts.key });
    if (inserted.length === 0) return false;
    for (let i = 0; i < lines.length; i += 1_000) await tx.insert(transcriptLines).values(lines.slice(i, i + 1_000));
    return true;
  });
}

/** A video that matched, with the first matching lines of its transcript. */
export interface TranscriptSearchHit {
  video: Pick<typeof videos.$inferSelect, 'id' | 'uuid' | 'title' | 'recording_start' | 'thumbnail_cdn_url'>;
  matches: { start: number; text: string }[];
  totalMatches: number;
}

export interface TranscriptSearchFilter {
  /** Calendars the caller may see; no calendars, no videos. */
  calendarIds: string[];
  /** The text to find, as typed. */
  query: string;
  /** Most videos answered. */
  limit: number;
  /** Most lines answered per video. */
  matchesPerVideo: number;
}

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Videos of the calendars (neither deleted nor archived) whose transcript contains the text,
 * newest recording first, with their first matching lines and how many match in all.
 *
 * Matching is a case-insensitive substring (ILIKE) rather than full-text search: learners look
 * for code words as said and shown ("display: flex", "git checkout -b", "404") and for word
 * beginnings while typing, which a stemmed tsquery splits or misses, and the results highlight
 * exactly the typed text. The scan is over distinct transcripts, not videos (the library's
 * entries share files), and runs the same on PGlite and PostgreSQL without extensions; at a
 * far larger corpus a pg_trgm GIN index on `transcript_lines.text` would serve the same query.
 */
export async function searchTranscripts(
  db: Database,
  filter: TranscriptSearchFilter,
): Promise<{ hits: TranscriptSearchHit[]; totalVideos: number }> {
  if (filter.calendarIds.length === 0) return { hits: [], totalVideos: 0 };
  const pattern = containsPattern(filter.query);
  const matchingKeys = db
    .selectDistinct({ key: transcriptLines.transcript_key })
    .from(transcriptLines)
    .where(sql`${transcriptLines.text} ilike ${pattern} escape '\\'`);
  const found = await db
    .select({
      id: videos.id,
      uuid: videos.uuid,
      title: videos.title,
      recording_start: videos.recording_start,
      thumbnail_cdn_url: videos.thumbnail_cdn_url,
      transcript: videos.transcripts_cdn_url,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(videos)
    .where(
      and(
        visibleOnCalendars(filter.calendarIds),
        isNotNull(videos.transcripts_cdn_url),
        inArray(videos.transcripts_cdn_url, matchingKeys),
      ),
    )
    .orderBy(sql`${videos.recording_start} desc nulls last`, sql`${videos.id} desc`)
    .limit(filter.limit);
  if (found.length === 0) return { hits: [], totalVideos: 0 };

  const keys = [...new Set(found.map((row) => row.transcript!))];
  const ranked = db
    .select({
      key: transcriptLines.transcript_key,
      start: transcriptLines.start_seconds,
      text: transcriptLines.text,
      rank: sql<number>`row_number() over (partition by ${transcriptLines.transcript_key} order by ${transcriptLines.line})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${transcriptLines.transcript_key})`.as('total'),
    })
    .from(transcriptLines)
    .where(
      and(inArray(transcriptLines.transcript_key, keys), sql`${transcriptLines.text} ilike ${pattern} escape '\\'`),
    )
    .as('ranked');
  const lines = await db
    .select({ key: ranked.key, start: ranked.start, text: ranked.text, total: ranked.total })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${filter.matchesPerVideo}`)
    .orderBy(ranked.key, ranked.rank);
  const byKey = new Map<string, { matches: { start: number; text: string }[]; total: number }>();
  for (const line of lines) {
    const entry = byKey.get(line.key) ?? { matches: [], total: Number(line.total) };
    entry.matches.push({ start: line.start, text: line.text });
    byKey.set(line.key, entry);
  }
  return {
    totalVideos: found[0]!.total,
    hits: found.map(({ transcript, total: _total, ...video }) => {
      const entry = byKey.get(transcript!) ?? { matches: [], total: 0 };
      return { video, matches: entry.matches, totalMatches: entry.total };
    }),
  };
}
