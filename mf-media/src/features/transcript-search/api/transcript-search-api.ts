import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import type { TranscriptSearchEnvelope } from '@cedar/shared/contract';

/** What a search of all recordings answers: videos newest first with their matching lines. */
export type TranscriptSearchAnswer = TranscriptSearchEnvelope['message'];

/** Videos the Watch page lists for one search (the API allows up to 50). */
export const SEARCH_VIDEOS = 10;

/** GET /v1/videos/transcript-search: the caller's cohorts' recordings whose transcript says the text. */
export async function searchAllTranscripts(query: string, limit = SEARCH_VIDEOS): Promise<TranscriptSearchAnswer> {
  const envelope = await apiFetch<TranscriptSearchEnvelope>('/v1/videos/transcript-search', {
    query: { q: query, limit },
  });
  return envelope.message;
}

/** The answer for a search text; nothing is asked while the text is null. */
export function useTranscriptSearch(query: string | null) {
  return useSWR<TranscriptSearchAnswer, ApiError, readonly [string, string] | null>(
    query ? (['media-transcript-search', query] as const) : null,
    ([, text]) => searchAllTranscripts(text),
    // Results are a snapshot of the library; refocusing the tab need not search again.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
