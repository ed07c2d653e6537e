import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type WebtoolAssignment, type WebtoolsEnvelope, pathFor } from '@cedar/shared/contract';

/** SWR key of a cohort's active web tools. */
export function webtoolsKey(cohortId: number) {
  return ['webtools', cohortId] as const;
}

/** GET /v1/cohort/:cohortId/webtools?is_active=true: the tools assigned to the cohort. */
export async function getWebtools(cohortId: number): Promise<WebtoolAssignment[]> {
  const envelope = await apiFetch<WebtoolsEnvelope>(pathFor('cohortWebtools', { cohortId }), {
    query: { is_active: true },
  });
  return envelope?.message?.webtools ?? [];
}

/** Fetches a webtoolsKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchWebtools = ([, id]: ReturnType<typeof webtoolsKey>) => getWebtools(id);

/** The cohort's tools, kept in memory after the first load (§7): no revalidation. */
export function useWebtools(cohortId: number | null) {
  return useSWR<WebtoolAssignment[], ApiError, ReturnType<typeof webtoolsKey> | null>(
    cohortId ? webtoolsKey(cohortId) : null,
    fetchWebtools,
    { revalidateIfStale: false, revalidateOnReconnect: false },
  );
}
