import { and, arrayOverlaps, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userVideoViews, users, videos, type WatchSegment } from '../schema/index.ts';
import { mergeSegments } from '../../domain/watched-segments.ts';

/** A video row as stored. */
export type VideoRow = typeof videos.$inferSelect;
/** A new video row. */
export type NewVideoRow = typeof videos.$inferInsert;

export interface VideoFilter {
  /** Calendars the caller may see; no calendars, no videos (§2). */
  calendarIds: string[];
  uuid?: string;
  meetingId?: string;
  limit: number;
  offset: number;
}

/**
 * The condition every learner-facing video query starts from: on one of the caller's calendars,
 * neither deleted nor archived (learner-dashboard §2).
 */
export function visibleOnCalendars(calendarIds: readonly string[]) {
  return and(
    arrayOverlaps(videos.google_calendar_ids, [...new Set(calendarIds)]),
    eq(videos.deleted, false),
    eq(videos.archived, false),
  );
}

/** Videos of the given calendars, neither deleted nor archived, newest recording first. */
export async function listVideos(db: Database, filter: VideoFilter): Promise<VideoRow[]> {
  if (filter.calendarIds.length === 0) return [];
  return db
    .select()
    .from(videos)
    .where(
      and(
        visibleOnCalendars(filter.calendarIds),
        filter.uuid === undefined ? undefined : eq(videos.uuid, filter.uuid),
        filter.meetingId === undefined ? undefined : eq(videos.meeting_id, filter.meetingId),
      ),
    )
    .orderBy(sql`${videos.recording_start} desc nulls last`, desc(videos.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The video of an id when it belongs to one of the calendars (and is listed), else null. */
export async function findVisibleVideo(db: Database, id: number, calendarIds: string[]): Promise<VideoRow | null> {
  if (calendarIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), visibleOnCalendars(calendarIds)));
  return row ?? null;
}

/** The storage keys of the listed videos of the calendars (which files a caller may fetch). */
export async function isFileOfVisibleVideo(db: Database, key: string, calendarIds: string[]): Promise<boolean> {
  if (calendarIds.length === 0) return false;
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        arrayOverlaps(videos.google_calendar_ids, calendarIds),
        eq(videos.deleted, false),
        eq(videos.archived, false),
        sql`${key} in (${videos.video_cdn_url}, ${videos.transcripts_cdn_url}, ${videos.chat_cdn_url}, ${videos.thumbnail_cdn_url})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Account facts of participants, by lower-case e-mail. */
export async function participantAccounts(db: Database, emails: string[]) {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Map<string, typeof users.$inferSelect>();
  const rows = await db.select().from(users).where(inArray(users.email, wanted));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

/** The user's own view of a video: when they last watched it and where their playhead was. */
export interface OwnView {
  at: Date;
  position: number | null;
}

/** When the user last watched each of the videos, and where they stopped. */
export async function lastWatched(db: Database, email: string, videoIds: number[]): Promise<Map<number, OwnView>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select({
      video_id: userVideoViews.video_id,
      at: userVideoViews.last_watched_date,
      position: userVideoViews.position_seconds,
    })
    .from(userVideoViews)
    .where(and(eq(userVideoViews.user_email, email.toLowerCase()), inArray(userVideoViews.video_id, videoIds)));
  return new Map(rows.map((row) => [row.video_id, { at: row.at, position: row.position }]));
}

/**
 * Adds watched segments to the user's record of a video: the record keeps the union of what it
 * was sent, cut at the end of the recording and capped in size (domain/watched-segments.ts), so
 * resending is harmless and every write costs about the same. A `position` given becomes the
 * user's resume point (the record received last wins). Answers the union's count of separate
 * stretches and its seconds.
 */
export async function saveWatchData(
  db: Database,
  email: string,
  video: { id: number; duration_seconds: number | null },
  views: WatchSegment[],
  now: Date,
  position?: number,
): Promise<{ segments: number; watchedSeconds: number }> {
  const videoId = video.id;
  const userEmail = email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .insert(userVideoViews)
      .values({ user_email: userEmail, video_id: videoId, created_date: now, last_watched_date: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(userVideoViews)
      .where(and(eq(userVideoViews.user_email, userEmail), eq(userVideoViews.video_id, videoId)))
      .for('update');
    const merged = mergeSegments(row!.segments, views, { durationSeconds: video.duration_seconds });
    await tx
      .update(userVideoViews)
      .set({
        segments: merged.segments,
        watched_seconds: merged.watchedSeconds,
        last_watched_date: now,
        ...(position === undefined ? {} : { position_seconds: position }),
      })
      .where(eq(userVideoViews.id, row!.id));
    return { segments: merged.segments.length, watchedSeconds: merged.watchedSeconds };
  });
}

/** The user's view history: one entry per video, last watched first. */
export async function viewHistory(db: Database, email: string): Promise<{ video_id: number; created_date: Date }[]> {
  return db
    .select({ video_id: userVideoViews.video_id, created_date: userVideoViews.last_watched_date })
    .from(userVideoViews)
    .innerJoin(videos, eq(videos.id, userVideoViews.video_id))
    .where(and(eq(userVideoViews.user_email, email.toLowerCase()), eq(videos.deleted, false)))
    .orderBy(desc(userVideoViews.last_watched_date))
    .limit(200);
}

/** Links a video to a meeting's calendar event by meeting id: the calendars and events of that meeting. */
export async function insertVideo(db: Database, row: NewVideoRow): Promise<VideoRow> {
  const [inserted] = await db.insert(videos).values(row).returning();
  return inserted!;
}
