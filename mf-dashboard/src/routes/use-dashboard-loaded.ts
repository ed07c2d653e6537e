import { useCallback, useState } from 'react';
import type { DashboardCohort } from '../lib/dashboard-cohort';
import { useAnnouncements } from '../features/announcements/api/get-announcements';
import { useCohortCalendars } from '../features/calendar/api/get-cohort-calendars';
import { useCoursesData } from '../features/courses/api/get-course-data';
import { useLaunchpad } from '../features/launchpad/api/get-launchpad';
import { useWebtools } from '../features/online-tools/api/get-webtools';
import { useSupportTeam } from '../features/support/api/get-support-team';

const settled = (slot: { data?: unknown; error?: unknown }) => slot.data !== undefined || slot.error !== undefined;

/**
 * The dashboard is fully loaded once every tracked slot has its answer (§4): announcements,
 * calendars, courses (or the launchpad for a prestart course), support team, web tools and
 * the federated widgets. A failed slot counts as answered. The reads share the panels' SWR
 * cache, so they add no request.
 */
export function useDashboardLoaded(cohort: DashboardCohort, widgetCount: number) {
  const { cohortId, email, courses, isPrestart, timeZone } = cohort;
  const courseIds = isPrestart ? [] : courses.filter((c) => c.status !== 'prestart').map((c) => c.id);
  const slots = [
    useAnnouncements(cohortId),
    useCohortCalendars(cohortId, timeZone),
    useSupportTeam(cohortId),
    useWebtools(cohortId),
  ];
  const courseData = useCoursesData(courseIds, email);
  const launchpad = useLaunchpad(isPrestart ? cohortId : null);
  const [widgets, setWidgets] = useState<ReadonlySet<string>>(new Set());
  const widgetSettled = useCallback(
    (name: string) => setWidgets((current) => (current.has(name) ? current : new Set(current).add(name))),
    [],
  );

  const data =
    cohortId !== null &&
    slots.every(settled) &&
    (isPrestart ? settled(launchpad) : courseIds.length === 0 || settled(courseData));
  return { loaded: data && widgets.size >= widgetCount, widgetSettled };
}
