import { type ApiKey, useApi } from '@cedar/shared/api';
import { type ConnectionData, type ConnectionEnvelope, pathFor } from '@cedar/shared/contract';

/** The connection data is polled every 30 s (§9). */
export const CONNECTION_POLL_MS = 30_000;

/** SWR key of a cohort's connection data: the same as useApi's, so both widgets share one poll. */
export function connectionKey(cohortId: number): ApiKey {
  return [pathFor('cohortConnection', { cohortId }), undefined];
}

/**
 * GET /v1/cohort/:cohortId/connection, polled every 30 s: members, whether a study session
 * runs, the meeting room. `cohort` is undefined until loaded and when the answer lacks it.
 */
export function useConnectionData(cohortId: number | null) {
  const result = useApi<ConnectionEnvelope>(
    cohortId === null ? null : pathFor('cohortConnection', { cohortId }),
    undefined,
    { refreshInterval: CONNECTION_POLL_MS },
  );
  const cohort: ConnectionData | undefined = result.data?.message?.cohort;
  return { ...result, cohort };
}
