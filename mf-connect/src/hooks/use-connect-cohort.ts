import { useCurrentCohort, useSession } from '@cedar/shared/auth';

/** The cohort a connect widget shows, and whether its course has not started yet. */
export interface ConnectCohort {
  cohortId: number | null;
  prestart: boolean;
  email: string;
}

/**
 * The widget's cohort: the one the page passes, else the session's current cohort (the shared
 * rule `useCurrentCohort`, so the widget and the dashboard around it agree).
 */
export function useConnectCohort(cohortId?: number | null, prestart?: boolean): ConnectCohort {
  const current = useCurrentCohort(cohortId);
  const email = useSession((s) => s.email) ?? '';
  return { cohortId: current.cohortId, prestart: prestart ?? current.isPrestart, email };
}
