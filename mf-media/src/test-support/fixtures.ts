import type { Video } from '../lib/types';

/** The clock of tests and stories: Monday 14 September 2026, noon UTC. */
export const NOW = Date.parse('2026-09-14T17:00:00Z');
export const CALENDAR_ID = 'cohort-7-classes@group.calendar.google.com';

const DAY = 24 * 60 * 60 * 1000;
const TAGS = [['javascript', 'arrays', 'loops', 'css'], ['react'], [], ['sql', 'joins']];

/** A library video started `daysAgo` days before NOW. */
export function libraryVideo(id: number, daysAgo: number, extra: Partial<Video> = {}): Video {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title: `Class ${id}: Working with data`,
    description: 'We looked at arrays and loops.',
    tags: TAGS[id % TAGS.length] ?? [],
    thumbnail_cdn_url: null,
    meeting_id: String(80000 + id),
    google_calendar_ids: [CALENDAR_ID],
    video_cdn_url: null,
    transcripts_cdn_url: null,
    transcripts_details: null,
    chat_cdn_url: null,
    video_details: {
      recording_start: new Date(NOW - daysAgo * DAY).toISOString(),
      recording_end: new Date(NOW - daysAgo * DAY + 3600_000).toISOString(),
    },
    meeting_participants: [],
    created_by: 'staff@cedar.test',
    recordingDate: '',
    date_last_watched: null,
    resume_at: null,
    ...extra,
  };
}

/** Twelve videos, one every two days, the newest 1 day old. */
export const libraryVideos: Video[] = Array.from({ length: 12 }, (_, i) => libraryVideo(i + 1, 1 + i * 2));

/** A thumbnail of tests and stories: a slide-like frame, inline so it needs no server. */
export const THUMBNAIL_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#1f2933"/>' +
    '<rect x="24" y="28" width="180" height="14" fill="#e4e7eb"/><rect x="24" y="60" width="240" height="8" fill="#9aa5b1"/>' +
    '<rect x="24" y="78" width="210" height="8" fill="#9aa5b1"/><rect x="24" y="96" width="226" height="8" fill="#9aa5b1"/></svg>',
)}`;
/**
 * A thumbnail link that fails to load, as an expired signed link does; inline bytes that are not
 * an image, so the failure needs no server and logs no failed request.
 */
export const BROKEN_THUMBNAIL_SRC = 'data:image/png;base64,bm90IGFuIGltYWdl';
