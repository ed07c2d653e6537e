import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type Recording, type RecordingsEnvelope, pathFor } from '@cedar/shared/contract';

/** SWR key of the recordings of some meetings. */
export function recordingsKey(meetingIds: readonly string[]) {
  return ['recordings', meetingIds.join(',')] as const;
}

/** GET /v1/recordings?meeting_ids=a,b: the recordings of those meetings; empty on error (§8). */
export async function getRecordings(joinedIds: string): Promise<Recording[]> {
  try {
    const envelope = await apiFetch<RecordingsEnvelope>(pathFor('recordings'), { query: { meeting_ids: joinedIds } });
    return envelope?.message?.recordings ?? [];
  } catch (error) {
    console.warn('[dashboard] recordings could not load', error);
    return [];
  }
}

/** Fetches a recordingsKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchRecordings = ([, joined]: ReturnType<typeof recordingsKey>) => getRecordings(joined);

/** Recordings of the meetings, refreshed every `refreshInterval` ms when given; none asked for no id. */
export function useRecordings(meetingIds: readonly string[], refreshInterval?: number) {
  return useSWR<Recording[], ApiError, ReturnType<typeof recordingsKey> | null>(
    meetingIds.length > 0 ? recordingsKey(meetingIds) : null,
    fetchRecordings,
    { refreshInterval },
  );
}
