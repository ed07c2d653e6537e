import { useMemo } from 'react';
import { type SessionState, browserTimeZone, useSession } from '@cedar/shared/auth';
import type { Course, StartupUser } from '@cedar/shared/contract';
import { currentCohort, displayTimeZone } from '@cedar/shared/domain';

/** What every dashboard panel needs to know about the learner and their cohort. */
export interface DashboardCohort {
  email: string | null;
  user: StartupUser | null;
  cohortId: number | null;
  cohortName: string | null;
  /** The cohort's courses, once each, in membership order (their colours follow this order). */
  courses: Course[];
  /** A course of the cohort has not started: the launchpad replaces My Courses. */
  isPrestart: boolean;
  /** The zone dates show in: the profile's, else the browser's. */
  timeZone: string;
}

/** The signed-in learner's current cohort (the shared rule), courses and display time zone. */
export function useDashboardCohort(): DashboardCohort {
  const email = useSession((s) => s.email);
  const user = useSession((s) => s.user);
  const memberships = useSession((s) => s.memberships);
  const selectedCohortId = useSession((s) => s.selectedCohortId);
  return useMemo(
    () => dashboardCohortOf({ email, user, memberships, selectedCohortId }),
    [email, user, memberships, selectedCohortId],
  );
}

/** The same, from a session's state read once outside React (the panels' first reads, panel-reads.ts). */
export function dashboardCohortOf(
  state: Pick<SessionState, 'email' | 'user' | 'memberships' | 'selectedCohortId'>,
): DashboardCohort {
  return {
    email: state.email,
    user: state.user,
    ...currentCohort<Course>(state.memberships, state.selectedCohortId),
    timeZone: displayTimeZone(state.user?.user_timezone?.time_zone_id, browserTimeZone()),
  };
}
