import { useMemo } from 'react';
import { useSession } from '@cedar/shared/auth';
import type { Course, Membership, StartupUser } from '@cedar/shared/contract';
import { displayTimeZone } from './dates';

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

/** The cohort the dashboard shows, from the session's memberships (pure, for tests). */
export function dashboardCohortOf(
  memberships: readonly Membership[],
  selectedCohortId: number | null,
): Pick<DashboardCohort, 'cohortId' | 'cohortName' | 'courses' | 'isPrestart'> {
  const active = memberships.filter((m) => m.active);
  const cohortId = selectedCohortId ?? active[0]?.cohort_id ?? null;
  const inCohort = active.filter((m) => m.cohort_id === cohortId);
  const courses: Course[] = [];
  for (const membership of inCohort) {
    if (membership.course && !courses.some((c) => c.id === membership.course!.id)) courses.push(membership.course);
  }
  return {
    cohortId,
    cohortName: inCohort[0]?.cohort.cohort_name ?? null,
    courses,
    isPrestart: courses.some((course) => course.status === 'prestart'),
  };
}

/** The signed-in learner's dashboard cohort, courses and time zone. */
export function useDashboardCohort(): DashboardCohort {
  const email = useSession((s) => s.email);
  const user = useSession((s) => s.user);
  const memberships = useSession((s) => s.memberships);
  const selectedCohortId = useSession((s) => s.selectedCohortId);
  const profileZone = user?.user_timezone?.time_zone_id;
  return useMemo(
    () => ({
      email,
      user,
      ...dashboardCohortOf(memberships, selectedCohortId),
      timeZone: displayTimeZone(profileZone),
    }),
    [email, user, memberships, selectedCohortId, profileZone],
  );
}
