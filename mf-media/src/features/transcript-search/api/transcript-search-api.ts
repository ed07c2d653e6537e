import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import type { TranscriptSearchEnvelope } from '@cedar/shared/contract';

/** What a search of all recordings answers: videos newest first with their matching lines. */
export type TranscriptSearchAnswer = TranscriptSearchEnvelope['message'];

/** Videos the Watch page lists for one search (the API allows up to 50). */
export const SEARCH_VIDEOS = 10;

/**
 * GET /v1/videos/transcript-search: the recordings whose transcript says the text, in the cohort's
 * library (the one the Watch page lists) or, without a cohort, in all of the caller's cohorts.
 */
export async function searchAllTranscripts(
  query: string,
  cohortId: number | null,
  limit = SEARCH_VIDEOS,
): Promise<TranscriptSearchAnswer> {
  const envelope = await apiFetch<TranscriptSearchEnvelope>('/v1/videos/transcript-search', {
    // A null cohort is left out of the query.
    query: { q: query, limit, cohort_id: cohortId },
  });
  return envelope.message;
}

/** The answer for a search text in a cohort's library; nothing is asked while the text is null. */
export function useTranscriptSearch(query: string | null, cohortId: number | null) {
  return useSWR<TranscriptSearchAnswer, ApiError, readonly [string, string, number | null] | null>(
    query ? (['media-transcript-search', query, cohortId] as const) : null,
    ([, text, cohort]) => searchAllTranscripts(text, cohort),
    // Results are a snapshot of the library; refocusing the tab need not search again.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
