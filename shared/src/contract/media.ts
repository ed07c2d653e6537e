import { type Static, Type } from '@sinclair/typebox';
import { Id, Int32, Nullable, Text, Timestamp } from './common.ts';

/** Account facts of a participant who has one (learner-dashboard §3 Participant). */
export const ParticipantUserInfo = Type.Object({
  email: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  preferred_name: Nullable(Type.String()),
  given_name: Nullable(Type.String()),
  user_image_url: Nullable(Type.String()),
});
/** Account facts of a participant. */
export type ParticipantUserInfo = Static<typeof ParticipantUserInfo>;

/** A meeting participant (§3); `mycedar_user_info` is null when no account matches. */
export const VideoParticipant = Type.Object({
  id: Nullable(Type.String()),
  name: Type.String(),
  mycedar_user_info: Nullable(ParticipantUserInfo),
});
/** A meeting participant. */
export type VideoParticipant = Static<typeof VideoParticipant>;

/**
 * A library video (§3 Video info plus the library fields). The `*_cdn_url` fields are signed,
 * short-lived `/files/...` links usable as a `<video src>` (null when there is no file);
 * `recordingDate` is MMDDYY; `date_last_watched` is the caller's own. `resume_at` is the second
 * where the caller last stopped, null when they never watched it or there is nothing worth
 * resuming (under {@link RESUME_MARGIN_SECONDS} in, or within that margin of the end).
 */
export const VideoInfo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  meeting_id: Nullable(Type.String()),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  google_calendar_ids: Type.Array(Type.String()),
  video_cdn_url: Nullable(Type.String()),
  transcripts_cdn_url: Nullable(Type.String()),
  transcripts_details: Nullable(Type.Object({ cloudfront_uri_txt: Type.String() })),
  chat_cdn_url: Nullable(Type.String()),
  thumbnail_cdn_url: Nullable(Type.String()),
  video_details: Type.Object({ recording_start: Nullable(Timestamp), recording_end: Nullable(Timestamp) }),
  meeting_participants: Type.Array(VideoParticipant),
  created_by: Type.String(),
  recordingDate: Type.String(),
  date_last_watched: Nullable(Timestamp),
  resume_at: Nullable(Type.Number({ minimum: 0 })),
});
/** A library video. */
export type VideoInfo = Static<typeof VideoInfo>;

/** Seconds at either end of a recording within which a stored position is not offered for resuming. */
export const RESUME_MARGIN_SECONDS = 10;

/** Query of GET /v1/videos/: by uuid or meeting id, within calendars, at most 10000. */
export const VideosQuery = Type.Object({
  uuid: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
  meeting_id: Type.Optional(Text({ pattern: '^[0-9A-Za-z_-]{1,64}$' })),
  google_calendar_ids: Type.Optional(Text({ maxLength: 10_000 })),
  limit: Type.Optional(Int32({ minimum: 1, maximum: 10_000, default: 10_000 })),
  offset: Type.Optional(Int32({ minimum: 0, default: 0 })),
  deleted: Type.Optional(Type.Literal(false)),
  archived: Type.Optional(Type.Literal(false)),
  /**
   * `cards`: only what the Watch page's cards, carousels and calendar show (id, uuid, title,
   * tags, calendars, thumbnail, recording times and date, the caller's last view); the other
   * fields come empty (null, [] or ''), so a library of hundreds of recordings stays small.
   */
  view: Type.Optional(Type.Literal('cards')),
});
/** Query of GET /v1/videos/. */
export type VideosQuery = Static<typeof VideosQuery>;

/** Answer of GET /v1/videos/. */
export const VideosEnvelope = Type.Object({ message: Type.Object({ videos: Type.Array(VideoInfo) }) });
/** Answer of GET /v1/videos/. */
export type VideosEnvelope = Static<typeof VideosEnvelope>;

/** The largest second a watch-data record may name (about 11.5 days; far past any recording). */
export const WATCH_SECONDS_MAX = 1_000_000;

/** The most watched stretches one watch-data record may carry (the client's outbox sends fewer). */
export const WATCH_VIEWS_MAX = 1000;

const seconds = Type.Number({ minimum: 0, maximum: WATCH_SECONDS_MAX });

/** One watched stretch in seconds of the recording (§3 Watch-data record). */
export const WatchView = Type.Object({ start: seconds, stop: seconds, duration: seconds });
/** One watched stretch. */
export type WatchView = Static<typeof WatchView>;

/**
 * Body of POST /uservideoview: the watch-data record (§3). `position` is the playhead (seconds)
 * when the record was last updated; the server keeps it as the caller's resume point (the
 * record received last wins).
 */
export const WatchDataRecord = Type.Object({
  user_email: Type.String({ format: 'email' }),
  video_id: Id(),
  watch_details: Type.Object({
    views: Type.Array(WatchView, { maxItems: WATCH_VIEWS_MAX }),
    // A bound keeps a non-finite playhead ("Infinity" coerces to a number) out of storage.
    position: Type.Optional(seconds),
  }),
});
/** The watch-data record. */
export type WatchDataRecord = Static<typeof WatchDataRecord>;

/**
 * Answer of POST /uservideoview: seconds watched in all (the union of the stretches received,
 * never past the recording's end) and how many separate stretches that union is.
 */
export const WatchDataEnvelope = Type.Object({
  message: Type.Object({ video_id: Type.Integer(), watched_seconds: Type.Integer(), segments: Type.Integer() }),
});
/** Answer of POST /uservideoview. */
export type WatchDataEnvelope = Static<typeof WatchDataEnvelope>;

/** A view history entry (§3); `created_date` is when the video was last watched. */
export const ViewHistoryEntry = Type.Object({ video_id: Type.Integer(), created_date: Timestamp });
/** A view history entry. */
export type ViewHistoryEntry = Static<typeof ViewHistoryEntry>;

/** Answer of GET /uservideoview/:id, newest first. */
export const ViewHistoryEnvelope = Type.Object({ message: Type.Object({ response: Type.Array(ViewHistoryEntry) }) });
/** Answer of GET /uservideoview/:id. */
export type ViewHistoryEnvelope = Static<typeof ViewHistoryEnvelope>;

/**
 * Body of POST /v1/videos/ingest, sent as multipart/form-data: the recording as the file part
 * `video` (MP4 or WebM, recognised by its bytes), the transcript as WebVTT and the chat as
 * tab-separated lines in text fields, tags comma-separated; linked to its calendar event by
 * meeting id: the latest event of that meeting that had started at `start_time` (Zoom's
 * recording start; default the video file's creation time, else now).
 */
export const IngestBody = Type.Object(
  {
    meeting_id: Text({ pattern: '^[0-9A-Za-z_-]{1,64}$' }),
    start_time: Type.Optional(Timestamp),
    title: Type.Optional(Text({ maxLength: 300 })),
    description: Type.Optional(Text({ maxLength: 10_000 })),
    tags: Type.Optional(Text({ maxLength: 1300, description: 'Up to 20 tags, comma-separated.' })),
    /** The file part; described for the OpenAPI document, read from the upload, never from a text field. */
    video: Type.Optional(Text({ format: 'binary', maxLength: 0, description: 'The recording (file part).' })),
    transcript_vtt: Type.Optional(Text({ maxLength: 1_000_000 })),
    chat: Type.Optional(Text({ maxLength: 1_000_000 })),
  },
  { additionalProperties: false },
);
/** Body of POST /v1/videos/ingest. */
export type IngestBody = Static<typeof IngestBody>;

/** Answer of POST /v1/videos/ingest: the stored video. */
export const IngestEnvelope = Type.Object({ message: Type.Object({ video: VideoInfo, thumbnail: Type.String() }) });
/** Answer of POST /v1/videos/ingest. */
export type IngestEnvelope = Static<typeof IngestEnvelope>;
