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

/** The cohort's launchpad; null waits. */
export function useLaunchpad(cohortId: number | null) {
  return useSWR<Launchpad | null, ApiError, ReturnType<typeof launchpadKey> | null>(
    cohortId ? launchpadKey(cohortId) : null,
    ([, id]) => getLaunchpad(id),
  );
}
