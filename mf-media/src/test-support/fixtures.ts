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
