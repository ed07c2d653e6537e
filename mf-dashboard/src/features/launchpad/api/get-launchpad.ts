import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type Launchpad, type LaunchpadEnvelope, pathFor } from '@cedar/shared/contract';

/** SWR key of a cohort's launchpad course. */
export function launchpadKey(cohortId: number) {
  return ['launchpad', cohortId] as const;
}

/** GET /v1/cohort/:cohortId/launchpad: the prestart course, or null when the cohort has none. */
export async function getLaunchpad(cohortId: number): Promise<Launchpad | null> {
  const envelope = await apiFetch<LaunchpadEnvelope>(pathFor('launchpad', { cohortId }));
  return envelope?.message?.launchpad ?? null;
}

/** Fetches a launchpadKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchLaunchpad = ([, id]: ReturnType<typeof launchpadKey>) => getLaunchpad(id);

/** The cohort's launchpad; null waits. */
export function useLaunchpad(cohortId: number | null) {
  return useSWR<Launchpad | null, ApiError, ReturnType<typeof launchpadKey> | null>(
    cohortId ? launchpadKey(cohortId) : null,
    fetchLaunchpad,
  );
}
