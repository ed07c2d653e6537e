import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where a recording came from: the meeting's own record of it (§3 source_details). */
export interface VideoSourceDetails {
  meeting_host_email?: string | null;
  recording_details?: { start_time?: string | null } | null;
}

/** One curation of a video (admin-console §3): who changed which fields, and when. */
export interface VideoUpdate {
  updated_by: string;
  updated_date: string;
  changes: string[];
}

/** A participant as the meeting reported them; `email` links to an account when known. */
export interface VideoParticipantSource {
  id?: string | null;
  name: string;
  email?: string | null;
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
    /** Null when it has none (admin-console §4: empty tags are stored as null). */
    tags: jsonb('tags').$type<string[] | null>(),
    google_calendar_ids: text('google_calendar_ids').array().notNull().default([]),
    google_event_ids: text('google_event_ids').array().notNull().default([]),
    recording_start: at('recording_start'),
    recording_end: at('recording_end'),
    source_details: jsonb('source_details').$type<VideoSourceDetails | null>(),
    /** Who attended, as the meeting reported them (names, maybe e-mails); de-duplicated on read. */
    meeting_participants: jsonb('meeting_participants').$type<VideoParticipantSource[]>().notNull().default([]),
    video_cdn_url: text('video_cdn_url'),
    transcripts_cdn_url: text('transcripts_cdn_url'),
    chat_cdn_url: text('chat_cdn_url'),
    thumbnail_cdn_url: text('thumbnail_cdn_url'),
    /**
     * How long the recording file plays, in seconds (read from the file at ingest); null when
     * unknown. The meeting's own start and end say how long the class was, not the file.
     */
    duration_seconds: real('duration_seconds'),
    /** The host chosen in the console (an account's e-mail); null until curated. */
    host: text('host'),
    /** The console's curations, oldest first; null while the video is uncurated (§3). */
    updates: jsonb('updates').$type<VideoUpdate[] | null>(),
    archived: boolean('archived').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    created_by: text('created_by'),
    created_date: at('created_date').notNull().defaultNow(),
  },
  (t) => [
    index('videos_meeting_idx').on(t.meeting_id),
    index('videos_recording_start_idx').on(t.recording_start),
    index('videos_transcripts_idx').on(t.transcripts_cdn_url),
  ],
);

/** One watched stretch of a video, in whole seconds of the recording. */
export interface WatchSegment {
  start: number;
  stop: number;
}

/**
 * What a user watched of a video (learner-dashboard §3 Watch-data record): the distinct
 * segments received, so a resent record never counts twice, and when it was last watched.
 */
export const userVideoViews = pgTable(
  'user_video_views',
  {
    id: serial('id').primaryKey(),
    user_email: text('user_email').notNull(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    segments: jsonb('segments').$type<WatchSegment[]>().notNull().default([]),
    watched_seconds: integer('watched_seconds').notNull().default(0),
    /** Where the user's playhead was in the record received last (seconds): where to resume. */
    position_seconds: real('position_seconds'),
    created_date: at('created_date').notNull().defaultNow(),
    last_watched_date: at('last_watched_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_video_views_user_video_unique').on(t.user_email, t.video_id)],
);

/**
 * A transcript file as searchable lines, once per file: storage keys are content hashes, so
 * every video whose `transcripts_cdn_url` is this key shares these rows (the seeded library's
 * 1,050 entries share 3 transcripts).
 */
export const transcripts = pgTable('transcripts', {
  key: text('key').primaryKey(),
  lines: integer('lines').notNull(),
  created_date: at('created_date').notNull().defaultNow(),
});

/** One line of a transcript: when it starts (seconds into the recording) and what was said. */
export const transcriptLines = pgTable(
  'transcript_lines',
  {
    transcript_key: text('transcript_key')
      .notNull()
      .references(() => transcripts.key, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    start_seconds: real('start_seconds').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transcript_key, t.line], name: 'transcript_lines_pk' })],
);
