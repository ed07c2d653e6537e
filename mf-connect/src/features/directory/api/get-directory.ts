import { useApi } from '@cedar/shared/api';
import { type DirectoryEnvelope, pathFor } from '@cedar/shared/contract';

/** The directory refreshes its presence every minute, as the shell's heartbeat does. */
export const DIRECTORY_POLL_MS = 60_000;

/**
 * GET /v1/cohort/:cohortId/directory, with `search` the server's two-pass result (§5). Polled
 * for presence; the ETag makes an unchanged answer a 304.
 */
export function useDirectory(cohortId: number | null, search: string | null) {
  return useApi<DirectoryEnvelope>(
    cohortId === null ? null : pathFor('cohortDirectory', { cohortId }),
    search ? { search } : undefined,
    { refreshInterval: DIRECTORY_POLL_MS },
  );
}
