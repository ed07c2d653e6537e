import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_EVENTS_CALENDAR_ID } from '../../../config.ts';
import type { Database } from '../../client.ts';
import { indexTranscript } from '../../repositories/transcripts.ts';
import { calendars, videos, type VideoParticipantSource } from '../../schema/index.ts';
import { createRandom } from '../random.ts';
import { attendeesByCohort, describeSession, pickParticipants, pickTags } from './details.ts';
import { demoRecordings, type DemoRecording } from './recordings.ts';

export { DEMO_RECORDINGS_DIR, DEMO_TOPICS, demoRecordings, installDemoRecordingFiles } from './recordings.ts';

/** The media seed's fixed seed and size. */
export const MEDIA_SEED = { seed: 20_261_121, libraryVideos: 1_050, months: 8 } as const;

const KINDS = ['Lecture', 'Workshop', 'Office Hours', 'Code Review', 'Lab', 'Q&A'] as const;
const HOUR = 3_600_000;

/** A library entry's recording start: a weekday class hour in the months before `now`. */
function startOf(random: ReturnType<typeof createRandom>, now: Date, months: number): Date {
  const days = random.int(1, months * 30);
  const at = new Date(now.getTime() - days * 24 * HOUR);
  at.setUTCHours(random.pick([14, 15, 16, 18, 19, 22]), random.pick([0, 0, 30]), 0, 0);
  return at;
}

/**
 * The recorded-session library: 1,050 entries across the cohorts' class calendars, over the
 * 8 months before `now`, each using one of the demo recordings (video, transcript, chat,
 * thumbnail), with tags, a description and participants from the cohort. Every tenth
 * entry uses the JSON-lines chat; a few are archived or deleted (never listed).
 * (The dashboard's class recordings choose their demo recording themselves, seed/dashboard.)
 */
export async function seedMediaLibrary(
  tx: Database,
  options: { now: Date; eventsCalendarId?: string },
): Promise<{ videos: number; calendars: number }> {
  const random = createRandom(MEDIA_SEED.seed);
  const recordings = demoRecordings();
  const eventsCalendarId = options.eventsCalendarId ?? DEFAULT_EVENTS_CALENDAR_ID;
  const classCalendars = await tx
    .selectDistinct({ id: calendars.google_calendar_id, cohort_id: calendars.cohort_id })
    .from(calendars)
    .where(and(ne(calendars.google_calendar_id, eventsCalendarId), eq(calendars.active, true)));
  if (classCalendars.length === 0) return { videos: 0, calendars: 0 };

  const byCohort = await attendeesByCohort(tx);

  const rows: (typeof videos.$inferInsert)[] = [];
  for (let i = 0; i < MEDIA_SEED.libraryVideos; i += 1) {
    const calendar = classCalendars[i % classCalendars.length]!;
    const recording = recordings[i % recordings.length]!;
    const kind = random.pick(KINDS);
    const start = startOf(random, options.now, MEDIA_SEED.months);
    const participants = pickParticipants(random, byCohort.get(calendar.cohort_id) ?? []);
    rows.push(libraryRow(recording, { i, kind, start, calendar: calendar.id, participants, random, eventsCalendarId }));
  }
  await insertChunks(tx, videos, rows);
  // The demo transcripts become searchable and the demo lengths known.
  await linkDemoFiles(tx, recordings);
  return { videos: rows.length, calendars: classCalendars.length };
}

function libraryRow(
  recording: DemoRecording,
  entry: {
    i: number;
    kind: string;
    start: Date;
    calendar: string;
    participants: VideoParticipantSource[];
    random: ReturnType<typeof createRandom>;
    eventsCalendarId: string;
  },
): typeof videos.$inferInsert {
  const { i, kind, start, random } = entry;
  const minutes = random.pick([45, 60, 75, 90, 120]);
  const tags = pickTags(random, recording);
  return {
    uuid: `lib-${String(i).padStart(5, '0')}-${recording.slug}`,
    meeting_id: String(8_800_000_000 + i),
    title: `${kind}: ${recording.topic}`,
    // Every third one runs long, with a second paragraph (Show More).
    description: describeSession(kind, recording, i % 3 === 0),
    tags,
    google_calendar_ids: [entry.calendar],
    recording_start: start,
    recording_end: new Date(start.getTime() + minutes * 60_000),
    source_details: { recording_details: { start_time: start.toISOString() } },
    video_cdn_url: recording.video,
    transcripts_cdn_url: i % 25 === 7 ? null : recording.transcript,
    chat_cdn_url: i % 20 === 3 ? null : i % 10 === 1 ? recording.chatJsonLines : recording.chat,
    thumbnail_cdn_url: recording.thumbnail,
    duration_seconds: recording.duration,
    meeting_participants: entry.participants,
    archived: i % 97 === 5,
    deleted: i % 89 === 11,
    created_by: i % 4 === 0 ? null : 'seed',
  };
}

/**
 * Gives recordings without a video file one of the demo recordings (by id, in turn), makes the
 * demo transcripts searchable (once per file) and the demo videos' length known. Run on every
 * start too, so a database seeded before these existed catches up.
 */
export async function linkDemoFiles(db: Database, recordings: DemoRecording[] = demoRecordings()): Promise<void> {
  for (const [n, recording] of recordings.entries()) {
    await indexTranscript(db, recording.transcript, recording.transcriptRows);
    await db
      .update(videos)
      .set({
        video_cdn_url: recording.video,
        transcripts_cdn_url: recording.transcript,
        chat_cdn_url: recording.chat,
        thumbnail_cdn_url: recording.thumbnail,
        duration_seconds: recording.duration,
      })
      .where(and(isNull(videos.video_cdn_url), sql`${videos.id} % ${recordings.length} = ${n}`));
    await db
      .update(videos)
      .set({ duration_seconds: recording.duration })
      .where(and(eq(videos.video_cdn_url, recording.video), isNull(videos.duration_seconds)));
  }
}

async function insertChunks<T extends PgTable>(tx: Database, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 350) await tx.insert(table).values(rows.slice(i, i + 350));
}
