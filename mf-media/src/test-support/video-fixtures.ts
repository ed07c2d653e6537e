import { http, HttpResponse } from 'msw';
import { apiHandler } from '@cedar/shared/testing';
import type { Video } from '../lib/types';
import { CDN, chatText, fullVideo, transcriptJson } from './video-data';

export { CDN, chatText, fullVideo, transcriptJson };

/** The video info and its files; override any with `files`. */
export function videoHandlers(
  video: Video | null = fullVideo,
  files: { transcript?: unknown; chat?: string | null } = {},
) {
  const transcript = 'transcript' in files ? files.transcript : transcriptJson;
  const chat = 'chat' in files ? files.chat : chatText;
  return [
    apiHandler('get', '/v1/videos/', () => HttpResponse.json({ message: { videos: video ? [video] : [] } })),
    apiHandler('post', '/uservideoview', () => HttpResponse.json({ message: {} })),
    http.get(`${CDN}/transcript.json`, () => HttpResponse.json(transcript as object)),
    http.get(`${CDN}/chat.txt`, () =>
      chat === null ? new HttpResponse(null, { status: 404 }) : HttpResponse.text(chat),
    ),
  ];
}
