import { and, arrayOverlaps, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { calendarEvents, calendars, userVideoViews, users, videos, type VideoUpdate } from '../schema/index.ts';
import type { VideoRow } from './media.ts';

/** A library row: the stored video with its view count. */
export type LibraryRow = VideoRow & { views: number };

/** The columns a curation may change. */
export interface VideoCuration {
  title?: string;
  description?: string | null;
  host?: string | null;
  tags?: string[] | null;
  archived?: boolean;
  updates?: VideoUpdate[] | null;
}

/** Views per video: one per learner who watched it (their watch-data record). */
async function viewCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ video_id: userVideoViews.video_id, views: count() })
    .from(userVideoViews)
    .where(inArray(userVideoViews.video_id, ids))
    .groupBy(userVideoViews.video_id);
  return new Map(rows.map((row) => [row.video_id, Number(row.views)]));
}

/** Videos of the calendars, archived included, never deleted ones; newest recording first, at most 10000. */
export async function listLibrary(db: Database, calendarIds: string[]): Promise<LibraryRow[]> {
  if (calendarIds.length === 0) return [];
  const rows = await db
    .select()
    .from(videos)
    .where(and(arrayOverlaps(videos.google_calendar_ids, [...new Set(calendarIds)]), eq(videos.deleted, false)))
    .orderBy(sql`${videos.recording_start} desc nulls last`, desc(videos.id))
    .limit(10_000);
  const views = await viewCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, views: views.get(row.id) ?? 0 }));
}

/** A video of the library as a curation sees it: the stored row with its views, and the cohorts holding it. */
export interface CurationTarget {
  video: LibraryRow;
  cohortIds: number[];
}

/** Videos by uuid (not deleted) with their views and the cohorts whose calendars hold them; unknown ones are absent. */
export async function findLibraryVideos(db: Database, uuids: string[]): Promise<Map<string, CurationTarget>> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(videos)
    .where(and(inArray(videos.uuid, wanted), eq(videos.deleted, false)));
  const calendarIds = [...new Set(rows.flatMap((row) => row.google_calendar_ids))];
  const owners =
    calendarIds.length === 0
      ? []
      : await db
          .selectDistinct({ cohort_id: calendars.cohort_id, google_calendar_id: calendars.google_calendar_id })
          .from(calendars)
          .where(inArray(calendars.google_calendar_id, calendarIds));
  const views = await viewCounts(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const cohortIds = owners
        .filter((o) => row.google_calendar_ids.includes(o.google_calendar_id))
        .map((o) => o.cohort_id);
      return [row.uuid, { video: { ...row, views: views.get(row.id) ?? 0 }, cohortIds: [...new Set(cohortIds)] }];
    }),
  );
}

/** A video by uuid (not deleted) with its views, and the cohorts whose calendars hold it. */
export async function findLibraryVideo(db: Database, uuid: string): Promise<CurationTarget | null> {
  return (await findLibraryVideos(db, [uuid])).get(uuid) ?? null;
}

/** Writes a curation (one statement) and returns the row as stored. */
export async function curateVideo(db: Database, id: number, curation: VideoCuration): Promise<VideoRow> {
  const [row] = await db.update(videos).set(curation).where(eq(videos.id, id)).returning();
  return row!;
}

/** Writes several curations in one transaction (all or none) and returns the rows as stored. */
export async function curateVideos(
  db: Database,
  curations: { id: number; curation: VideoCuration }[],
): Promise<VideoRow[]> {
  if (curations.length === 0) return [];
  return db.transaction(async (tx) => {
    const stored: VideoRow[] = [];
    for (const { id, curation } of curations) {
      const [row] = await tx.update(videos).set(curation).where(eq(videos.id, id)).returning();
      stored.push(row!);
    }
    return stored;
  });
}

/** The calendar events of these ids (summary and times, §3 Calendar event), by id. */
export async function findCalendarEvents(db: Database, eventIds: string[]) {
  const wanted = [...new Set(eventIds)];
  if (wanted.length === 0) return new Map<string, VideoEventRow>();
  const rows = await db
    .select({
      id: calendarEvents.id,
      summary: calendarEvents.summary,
      start_date_time: calendarEvents.start_date_time,
      end_date_time: calendarEvents.end_date_time,
    })
    .from(calendarEvents)
    .where(inArray(calendarEvents.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A calendar event a video belongs to. */
export interface VideoEventRow {
  id: string;
  summary: string;
  start_date_time: Date;
  end_date_time: Date;
}

/** Up to 20 accounts whose first or last name starts with `q` (§9 host search), by name. */
export async function searchHosts(db: Database, q: string) {
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(or(ilike(users.first_name, prefix), ilike(users.last_name, prefix)))
    .orderBy(users.first_name, users.last_name)
    .limit(20);
}
