import type { Recording } from '@cedar/shared/contract';
import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { videos } from '../schema/index.ts';

/**
 * Recordings of the given meetings that belong to one of the given calendars, neither
 * deleted nor archived (§2: no calendar ids, no videos), oldest first.
 */
export async function listRecordings(
  db: Database,
  meetingIds: string[],
  googleCalendarIds: string[],
): Promise<Recording[]> {
  if (meetingIds.length === 0 || googleCalendarIds.length === 0) return [];
  const rows = await db
    .select({
      uuid: videos.uuid,
      meeting_id: videos.meeting_id,
      title: videos.title,
      recording_start: videos.recording_start,
      recording_end: videos.recording_end,
      source_details: videos.source_details,
    })
    .from(videos)
    .where(
      and(
        inArray(videos.meeting_id, [...new Set(meetingIds)]),
        arrayOverlaps(videos.google_calendar_ids, [...new Set(googleCalendarIds)]),
        eq(videos.deleted, false),
        eq(videos.archived, false),
      ),
    )
    .orderBy(asc(videos.recording_start), asc(videos.id));
  return rows.map((row) => ({
    meeting_id: row.meeting_id!,
    title: row.title,
    video_details: {
      generatedUUID: row.uuid,
      recording_start: row.recording_start?.toISOString() ?? null,
      recording_end: row.recording_end?.toISOString() ?? null,
    },
    source_details: {
      recording_details: {
        start_time: row.source_details?.recording_details?.start_time ?? row.recording_start?.toISOString() ?? null,
      },
    },
  }));
}
