import { useSession } from '@cedar/shared/auth';

/** The cohort a connect widget shows, and whether its course has not started yet. */
export interface ConnectCohort {
  cohortId: number | null;
  prestart: boolean;
  email: string;
}

/**
 * The widget's cohort: the one the page passes, else the session's current one (the admin
 * console's choice, else the first active membership), as the dashboard chooses it.
 */
export function useConnectCohort(cohortId?: number | null, prestart?: boolean): ConnectCohort {
  const memberships = useSession((s) => s.memberships);
  const selectedCohortId = useSession((s) => s.selectedCohortId);
  const email = useSession((s) => s.email) ?? '';
  const active = memberships.filter((m) => m.active);
  const id = cohortId ?? selectedCohortId ?? active[0]?.cohort_id ?? null;
  const courses = active.filter((m) => m.cohort_id === id).map((m) => m.course);
  return {
    cohortId: id,
    prestart: prestart ?? courses.some((course) => course?.status === 'prestart'),
    email,
  };
}
