import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

/** Most videos one transcript search answers with. */
export const TRANSCRIPT_SEARCH_MAX_VIDEOS = 50;
/** Most matching transcript lines listed per video (the rest is counted in `total_matches`). */
export const TRANSCRIPT_SEARCH_MAX_MATCHES = 5;

/**
 * Query of GET /v1/videos/transcript-search: the text to find (2-100 characters), how many videos
 * at most and, optionally, the one cohort whose library to search (the caller must be an active
 * member; without it, all of the caller's active cohorts).
 */
export const TranscriptSearchQuery = Type.Object({
  q: Text({ minLength: 2, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TRANSCRIPT_SEARCH_MAX_VIDEOS, default: 20 })),
  cohort_id: Type.Optional(Id()),
});
/** Query of GET /v1/videos/transcript-search. */
export type TranscriptSearchQuery = Static<typeof TranscriptSearchQuery>;

/** One transcript line that matches: where it starts (seconds into the recording) and what was said. */
export const TranscriptMatch = Type.Object({ start: Type.Number({ minimum: 0 }), text: Type.String() });
/** One matching transcript line. */
export type TranscriptMatch = Static<typeof TranscriptMatch>;

/** The video a group of matches belongs to; `thumbnail_cdn_url` is a signed `/files/...` link. */
export const TranscriptSearchVideo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  title: Nullable(Type.String()),
  recording_start: Nullable(Timestamp),
  thumbnail_cdn_url: Nullable(Type.String()),
});
/** The video of a group of matches. */
export type TranscriptSearchVideo = Static<typeof TranscriptSearchVideo>;

/** The matches of one video, in the order they are said; `total_matches` counts all of them. */
export const TranscriptSearchResult = Type.Object({
  video: TranscriptSearchVideo,
  matches: Type.Array(TranscriptMatch, { maxItems: TRANSCRIPT_SEARCH_MAX_MATCHES }),
  total_matches: Type.Integer({ minimum: 1 }),
});
/** The matches of one video. */
export type TranscriptSearchResult = Static<typeof TranscriptSearchResult>;

/**
 * Answer of GET /v1/videos/transcript-search: videos newest first, at most `limit`;
 * `total_videos` counts every video that matches, also those left out.
 */
export const TranscriptSearchEnvelope = Type.Object({
  message: Type.Object({
    query: Type.String(),
    results: Type.Array(TranscriptSearchResult),
    total_videos: Type.Integer({ minimum: 0 }),
  }),
});
/** Answer of GET /v1/videos/transcript-search. */
export type TranscriptSearchEnvelope = Static<typeof TranscriptSearchEnvelope>;
