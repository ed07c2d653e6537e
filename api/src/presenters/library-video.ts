import type { LibraryVideo } from '@cedar/shared/contract';
import { brand } from '@cedar/shared/domain';
import type { LibraryRow, VideoEventRow } from '../db/repositories/video-library.ts';
import type { FileSigner } from '../storage/index.ts';
import { fileUrl } from './video.ts';

/** A library row as the console reads it: signed file links, its calendar's name, a creator always. */
export function presentLibraryVideo(
  row: LibraryRow,
  context: {
    signer: FileSigner;
    now: Date;
    calendarNames: Map<string, string>;
    events: Map<string, VideoEventRow>;
  },
): LibraryVideo {
  const url = (value: string | null) => fileUrl(value, context.signer, context.now);
  const calendar = row.google_calendar_ids.map((id) => context.calendarNames.get(id)).find(Boolean) ?? null;
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    host: row.host,
    tags: row.tags ?? [],
    views: row.views,
    archived: row.archived,
    created_by: row.created_by || brand.missingVideoCreator,
    created_date: row.created_date.toISOString(),
    updates: row.updates ?? null,
    video_cdn_url: url(row.video_cdn_url),
    transcripts_cdn_url: url(row.transcripts_cdn_url),
    chat_cdn_url: url(row.chat_cdn_url),
    thumbnail_cdn_url: url(row.thumbnail_cdn_url),
    google_event_ids: row.google_event_ids,
    google_calendar_ids: row.google_calendar_ids,
    calendar_name: calendar,
    events: row.google_event_ids.flatMap((id) => {
      const event = context.events.get(id);
      return event
        ? [
            {
              id,
              summary: event.summary,
              start_date_time: event.start_date_time.toISOString(),
              end_date_time: event.end_date_time.toISOString(),
            },
          ]
        : [];
    }),
    source_details: { meeting_host_email: row.source_details?.meeting_host_email ?? null },
    video_details: {
      recording_start: row.recording_start?.toISOString() ?? null,
      recording_end: row.recording_end?.toISOString() ?? null,
    },
  };
}
