import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

/** One curation of a video (admin-console §3): who changed which fields, and when. */
export const VideoUpdateEntry = Type.Object({
  updated_by: Type.String(),
  updated_date: Timestamp,
  /** Field names as the console shows them: Title, Description, Host, Tags. */
  changes: Type.Array(Type.String()),
});
/** One curation of a video. */
export type VideoUpdateEntry = Static<typeof VideoUpdateEntry>;

/** A calendar event a video was recorded in (§3 Calendar event). */
export const VideoCalendarEvent = Type.Object({
  id: Type.String(),
  summary: Type.String(),
  start_date_time: Timestamp,
  end_date_time: Timestamp,
});
/** A calendar event of a video. */
export type VideoCalendarEvent = Static<typeof VideoCalendarEvent>;

/**
 * A video as the console's library shows it (§3 Video): archived ones included, with its view
 * count, its curations (`updates`, null while uncurated) and the name of its calendar.
 * File links are signed; a missing file (or the literal 'null') is null.
 */
export const LibraryVideo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  host: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  views: Type.Integer(),
  archived: Type.Boolean(),
  /** The product's API name when the video has no creator (§9). */
  created_by: Type.String(),
  created_date: Timestamp,
  updates: Nullable(Type.Array(VideoUpdateEntry)),
  video_cdn_url: Nullable(Type.String()),
  transcripts_cdn_url: Nullable(Type.String()),
  chat_cdn_url: Nullable(Type.String()),
  thumbnail_cdn_url: Nullable(Type.String()),
  google_event_ids: Type.Array(Type.String()),
  google_calendar_ids: Type.Array(Type.String()),
  calendar_name: Nullable(Type.String()),
  /** Its associated calendar events that are known, in the order of `google_event_ids`. */
  events: Type.Array(VideoCalendarEvent),
  source_details: Type.Object({ meeting_host_email: Nullable(Type.String()) }),
  video_details: Type.Object({ recording_start: Nullable(Timestamp), recording_end: Nullable(Timestamp) }),
});
/** A video of the console's library. */
export type LibraryVideo = Static<typeof LibraryVideo>;

/** Query of GET /v1/videos/library: the videos of a cohort's calendars, archived included. */
export const VideoLibraryQuery = Type.Object({ cohort_id: Id() }, { additionalProperties: false });
/** Query of GET /v1/videos/library. */
export type VideoLibraryQuery = Static<typeof VideoLibraryQuery>;

/** Answer of GET /v1/videos/library. */
export const VideoLibraryEnvelope = Type.Object({ message: Type.Object({ videos: Type.Array(LibraryVideo) }) });
/** Answer of GET /v1/videos/library. */
export type VideoLibraryEnvelope = Static<typeof VideoLibraryEnvelope>;

/** Query of PUT /videos?uuid=. */
export const VideoUuidQuery = Type.Object({ uuid: Text({ minLength: 1, maxLength: 100 }) });

/** A video's tags: at most 50, each up to 60 characters (stored lower-cased, Enter adds one, §5). */
export const VideoTags = Type.Array(Text({ maxLength: 60 }), { maxItems: 50 });

/**
 * Body of PUT /videos?uuid= (§7): the changed fields, or `archived`. The server records the
 * changed fields in `updates` with the editor's name; empty strings and tags are stored as none.
 */
export const VideoChanges = Type.Object(
  {
    title: Type.Optional(Text({ maxLength: 300 })),
    description: Type.Optional(Nullable(Text({ maxLength: 5_000 }))),
    host: Type.Optional(Nullable(Text({ maxLength: 320 }))),
    tags: Type.Optional(Nullable(VideoTags)),
    archived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** Body of PUT /videos?uuid=. */
export type VideoChanges = Static<typeof VideoChanges>;

/** Answer of PUT /videos?uuid= (§7: success is read from message.response). */
export const VideoChangesEnvelope = Type.Object({
  message: Type.Object({ response: Type.Literal('success'), video: LibraryVideo }),
});
/** Answer of PUT /videos?uuid=. */
export type VideoChangesEnvelope = Static<typeof VideoChangesEnvelope>;

/** Query of GET /v1/videos/hosts: users whose first or last name starts with `q` (§9: 20). */
export const VideoHostQuery = Type.Object({ q: Text({ minLength: 1, maxLength: 100 }) });

/** A host the search offers. */
export const VideoHost = Type.Object({ email: Type.String(), first_name: Type.String(), last_name: Type.String() });
/** A host the search offers. */
export type VideoHost = Static<typeof VideoHost>;

/** Answer of GET /v1/videos/hosts. */
export const VideoHostsEnvelope = Type.Object({ message: Type.Object({ users: Type.Array(VideoHost) }) });
/** Answer of GET /v1/videos/hosts. */
export type VideoHostsEnvelope = Static<typeof VideoHostsEnvelope>;

/** At most this many videos in one POST /v1/videos/bulk. */
export const VIDEO_BULK_MAX = 200;

/** What POST /v1/videos/bulk does to every video it names. */
export const VIDEO_BULK_ACTIONS = ['archive', 'make_public', 'add_tag'] as const;
/** A bulk action of the library. */
export type VideoBulkAction = (typeof VIDEO_BULK_ACTIONS)[number];

/**
 * Body of POST /v1/videos/bulk: one action over several videos (archive, make public, add a
 * tag), all or nothing. `tag` is required for add_tag and refused otherwise.
 */
export const VideoBulkBody = Type.Object(
  {
    uuids: Type.Array(Text({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: VIDEO_BULK_MAX }),
    action: Type.Union(VIDEO_BULK_ACTIONS.map((action) => Type.Literal(action))),
    tag: Type.Optional(Text({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false },
);
/** Body of POST /v1/videos/bulk. */
export type VideoBulkBody = Static<typeof VideoBulkBody>;

/** Answer of POST /v1/videos/bulk: the videos as stored now, and how many the action changed. */
export const VideoBulkEnvelope = Type.Object({
  message: Type.Object({
    response: Type.Literal('success'),
    changed: Type.Integer(),
    videos: Type.Array(LibraryVideo),
  }),
});
/** Answer of POST /v1/videos/bulk. */
export type VideoBulkEnvelope = Static<typeof VideoBulkEnvelope>;
