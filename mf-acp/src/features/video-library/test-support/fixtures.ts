import type { LibraryVideo } from '@cedar/shared/contract';

/** A library video of the tests and stories: recorded 16 September 2026, 14:00 to 15:30 New York time. */
export function libraryVideo(uuid: string, overrides: Partial<LibraryVideo> = {}): LibraryVideo {
  return {
    id: uuid.length,
    uuid,
    title: `Intro to ${uuid}`,
    description: 'Joins, indexes and the query planner, with a live demo on the cohort database.',
    host: 'coach@cedar.test',
    tags: ['sql', 'joins', 'indexes', 'planner'],
    views: 3,
    archived: false,
    created_by: 'cedar-api',
    created_date: '2026-09-16T20:00:00.000Z',
    updates: [{ updated_by: 'Alex Morgan', updated_date: '2026-09-17T13:00:00.000Z', changes: ['Title', 'Tags'] }],
    video_cdn_url: null,
    transcripts_cdn_url: 'null',
    chat_cdn_url: null,
    thumbnail_cdn_url: null,
    google_event_ids: ['evt-1'],
    google_calendar_ids: ['sebd@cedar.test'],
    calendar_name: 'SEBD Classes',
    events: [
      {
        id: 'evt-1',
        summary: 'SQL Office Hours',
        start_date_time: '2026-09-16T18:00:00.000Z',
        end_date_time: '2026-09-16T19:30:00.000Z',
      },
    ],
    source_details: { meeting_host_email: 'coach@cedar.test' },
    video_details: { recording_start: '2026-09-16T18:00:00.000Z', recording_end: '2026-09-16T19:30:00.000Z' },
    ...overrides,
  };
}

/** A small library: curated, uncurated, archived, with different views and days. */
export const LIBRARY: LibraryVideo[] = [
  libraryVideo('sql'),
  libraryVideo('react', {
    views: 1,
    tags: ['react'],
    updates: null,
    description: 'Hooks',
    video_details: { recording_start: '2026-09-18T18:00:00.000Z', recording_end: '2026-09-18T19:00:00.000Z' },
  }),
  libraryVideo('css', {
    views: 10,
    archived: true,
    video_details: { recording_start: '2026-01-10T18:00:00.000Z', recording_end: null },
  }),
];
