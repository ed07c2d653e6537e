import { type ApiKey, useApi } from '@cedar/shared/api';
import { type ConnectionData, type ConnectionEnvelope, pathFor } from '@cedar/shared/contract';

/** The connection data is polled every 30 s (§9). */
export const CONNECTION_POLL_MS = 30_000;

const PICK_KEY = 'cedar.classmatePick';
let visitPick: number | null = null;

/** The visit's pick: kept for the tab's session, so a reload keeps the classmate and the poll's URL (and its 304s). */
function drawPick(): number {
  try {
    const kept = Number(sessionStorage.getItem(PICK_KEY) ?? Number.NaN);
    if (kept >= 0 && kept < 1) return kept;
  } catch {
    // No storage (privacy settings): a pick per page load.
  }
  const pick = Math.floor(Math.random() * 1000) / 1000;
  try {
    sessionStorage.setItem(PICK_KEY, String(pick));
  } catch {
    // As above.
  }
  return pick;
}

/**
 * The panels ask for the panel view: counts and the one 'Have you met...' classmate, chosen by a
 * number drawn once per visit (the tab's session: the same classmate stays while the data
 * refreshes and across reloads), instead of every member of the cohort (ADR 0041).
 */
export function connectionQuery() {
  visitPick ??= drawPick();
  return { view: 'panel', pick: visitPick } as const;
}

/** Tests: the next render starts a new visit, with a new pick. */
export function startNewVisit(): void {
  visitPick = null;
  try {
    sessionStorage.removeItem(PICK_KEY);
  } catch {
    // No storage.
  }
}

/** SWR key of a cohort's connection data: the same as useApi's, so both widgets share one poll. */
export function connectionKey(cohortId: number): ApiKey {
  return [pathFor('cohortConnection', { cohortId }), connectionQuery()];
}

/**
 * GET /v1/cohort/:cohortId/connection?view=panel, polled every 30 s: the learner counts and the
 * showcase classmate, whether a study session runs, the meeting room. `cohort` is undefined
 * until loaded and when the answer lacks it.
 */
export function useConnectionData(cohortId: number | null) {
  const result = useApi<ConnectionEnvelope>(
    cohortId === null ? null : pathFor('cohortConnection', { cohortId }),
    connectionQuery(),
    { refreshInterval: CONNECTION_POLL_MS },
  );
  const cohort: ConnectionData | undefined = result.data?.message?.cohort;
  return { ...result, cohort };
}
