import type { Video } from '../lib/types';
import { libraryVideo } from './fixtures';

/** Where the test files live. */
export const CDN = 'http://cdn.test';

/** A video with every file: recording, transcript, chat, and three participants (one twice). */
export const fullVideo: Video = libraryVideo(1, 1, {
  title: 'Class 1: Arrays and loops',
  description: 'We looked at arrays and loops.\nThen at objects.\nThen at maps.\nAnd more.',
  tags: ['arrays', 'loops'],
  video_cdn_url: `${CDN}/rec.mp4`,
  transcripts_cdn_url: `${CDN}/transcript.json`,
  transcripts_details: { cloudfront_uri_txt: `${CDN}/transcript.vtt` },
  chat_cdn_url: `${CDN}/chat.txt`,
  video_details: { recording_start: '2026-09-13T15:00:00Z', recording_end: '2026-09-13T16:00:00Z' },
  meeting_participants: [
    {
      id: 'p1',
      name: 'Ada',
      mycedar_user_info: {
        email: 'ada@cedar.test',
        first_name: 'Ada',
        last_name: 'L',
        preferred_name: 'Addie',
        given_name: null,
        user_image_url: null,
      },
    },
    { id: 'p1', name: 'Ada again', mycedar_user_info: null },
    { id: 'p2', name: 'Guest Bob', mycedar_user_info: null },
  ],
});

/** The transcript file of fullVideo. */
export const transcriptJson = {
  0: { start: '00:00:00.000', end: '00:00:04.000', text: 'Welcome to the class on arrays.' },
  1: { start: '00:00:05.000', end: '00:00:09.000', text: 'Loops walk through each item.' },
  2: { start: '00:00:10.000', end: '00:00:14.000', text: 'Arrays can hold any value.' },
};

/** The chat file of fullVideo. */
export const chatText = '00:00:03\tAda:\tHello everyone\n00:00:11\tGuest Bob:\tWhat about maps?\n';
