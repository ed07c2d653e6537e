import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where a recording came from: the meeting's own record of it (§3 source_details). */
export interface VideoSourceDetails {
  meeting_host_email?: string | null;
  recording_details?: { start_time?: string | null } | null;
}

/**
 * Recorded sessions (learner-dashboard §3 Video info, admin-console §3 Video). A video
 * belongs to the calendars in `google_calendar_ids` and to its meeting by `meeting_id`.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique('videos_uuid_unique'),
    meeting_id: text('meeting_id'),
    title: text('title'),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    google_calendar_ids: text('google_calendar_ids').array().notNull().default([]),
    google_event_ids: text('google_event_ids').array().notNull().default([]),
    recording_start: at('recording_start'),
    recording_end: at('recording_end'),
    source_details: jsonb('source_details').$type<VideoSourceDetails | null>(),
    video_cdn_url: text('video_cdn_url'),
    transcripts_cdn_url: text('transcripts_cdn_url'),
    chat_cdn_url: text('chat_cdn_url'),
    thumbnail_cdn_url: text('thumbnail_cdn_url'),
    archived: boolean('archived').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    created_by: text('created_by'),
    created_date: at('created_date').notNull().defaultNow(),
  },
  (t) => [index('videos_meeting_idx').on(t.meeting_id), index('videos_recording_start_idx').on(t.recording_start)],
);
