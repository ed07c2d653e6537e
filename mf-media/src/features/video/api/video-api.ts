import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type ChatRow, type TranscriptRow, parseChat, parseTranscript } from '@cedar/shared/domain';
import type { Video, VideosEnvelope } from '../../../lib/types';
import { isMissing } from '../lib/participants';

/** GET /v1/videos/?uuid=: the video's info, null when there is none. */
export async function getVideo(uuid: string): Promise<Video | null> {
  const envelope = await apiFetch<VideosEnvelope>('/v1/videos/', {
    query: { uuid, limit: 10000, deleted: false, archived: false },
  });
  return envelope?.message?.videos?.[0] ?? null;
}

/** The video's info; null data means no video for the id. */
export function useVideo(uuid: string | undefined) {
  return useSWR<Video | null, ApiError, readonly [string, string] | null>(
    uuid ? (['media-video', uuid] as const) : null,
    ([, id]) => getVideo(id),
  );
}

/** The transcript rows from the content-delivery URL; null when missing or invalid (unavailable). */
export async function getTranscript(url: string): Promise<TranscriptRow[] | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  return parseTranscript(await response.json().catch(() => null));
}

/** The chat rows from the content-delivery URL; null when missing or unreadable (unavailable). */
export async function getChat(url: string): Promise<ChatRow[] | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  // In time order, so the panel can find the message of the moment (a stable sort keeps the file's order within a second).
  const rows = parseChat(await response.text()).sort((a, b) => a.time - b.time);
  return rows.length > 0 ? rows : null;
}

/** A file of the video; undefined while loading, null when unavailable. */
function useFile<T>(kind: string, url: string | null | undefined, load: (url: string) => Promise<T | null>) {
  const key = isMissing(url) ? null : ([kind, url as string] as const);
  const { data, error } = useSWR<T | null, Error, readonly [string, string] | null>(key, ([, u]) =>
    load(u).catch(() => null),
  );
  if (!key || error) return null;
  return data;
}

/** The video's transcript rows (undefined while loading, null when unavailable). */
export function useTranscript(video: Video | null | undefined) {
  return useFile('media-transcript', video?.transcripts_cdn_url, getTranscript);
}

/** The video's chat rows (undefined while loading, null when unavailable). */
export function useChat(video: Video | null | undefined) {
  return useFile('media-chat', video?.chat_cdn_url, getChat);
}
