import type { TranscriptSearchAnswer } from './api/transcript-search-api';

/** An answer of a search for "request": two recordings, the newest first. */
export const searchAnswer: TranscriptSearchAnswer = {
  query: 'request',
  total_videos: 2,
  results: [
    {
      video: {
        id: 12,
        uuid: 'lib-00012-intro-to-http',
        title: 'Lecture: HTTP requests and responses',
        recording_start: '2026-09-13T15:00:00.000Z',
        thumbnail_cdn_url: null,
      },
      matches: [
        { start: 4.197, text: 'A browser sends a request with a method and a path.' },
        { start: 754.5, text: 'Every request gets an answer, even a 404.' },
      ],
      total_matches: 7,
    },
    {
      video: {
        id: 3,
        uuid: 'lib-00003-intro-to-http',
        title: null,
        recording_start: '2026-08-02T18:30:00.000Z',
        thumbnail_cdn_url: null,
      },
      matches: [{ start: 4.197, text: 'A browser sends a request with a method and a path.' }],
      total_matches: 1,
    },
  ],
};
