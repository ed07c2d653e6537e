import { preload } from 'swr';
import { type SessionState, sessionStore } from '@cedar/shared/auth';
import { localDateKey } from '@cedar/shared/domain';
import { announcementsKey, fetchAnnouncements } from '../features/announcements/api/get-announcements';
import { cohortCalendarsKey, fetchCohortCalendars } from '../features/calendar/api/get-cohort-calendars';
import { fetchRecordings, recordingsKey } from '../features/calendar/api/get-recordings';
import { eventsOf, recordingMeetings } from '../features/calendar/lib/calendar-days';
import { courseDataKey, fetchCoursesData, startedCourses } from '../features/courses/api/get-course-data';
import { fetchLaunchpad, launchpadKey } from '../features/launchpad/api/get-launchpad';
import { fetchWebtools, webtoolsKey } from '../features/online-tools/api/get-webtools';
import { getMySupportRequests, mySupportRequestsKey } from '../features/support/api/get-my-support-requests';
import { fetchSupportTeam, supportTeamKey } from '../features/support/api/get-support-team';
import { dashboardCohortOf } from '../lib/dashboard-cohort';

/**
 * Starts the reads the dashboard's panels make on first sight, with the keys and fetchers their
 * hooks use, as soon as the page's code arrives: each hook then takes its read over (SWR's
 * preload) instead of asking only once the whole page has rendered, which on a phone is most of
 * a second later (ADR 0048). Nothing starts before the learner's session is ready (Storybook,
 * tests, a standalone remote without a user).
 */
export function preloadPanelReads(state: SessionState = sessionStore.getState()): void {
  if (state.status !== 'ready' || !state.email) return;
  const { email } = state;
  const cohort = dashboardCohortOf(state);
  const { cohortId } = cohort;
  if (!cohortId) return;
  preload(announcementsKey(cohortId), fetchAnnouncements);
  preload(webtoolsKey(cohortId), fetchWebtools);
  // The recordings follow from the calendars' meetings: asked as the calendars arrive, not once
  // the panel has rendered them.
  preload(cohortCalendarsKey(cohortId, cohort.timeZone), fetchCohortCalendars)
    .then((calendars) => {
      const today = localDateKey(new Date(), cohort.timeZone);
      const { pastIds, todayIds } = recordingMeetings(eventsOf(calendars), today, cohort.timeZone);
      for (const ids of [pastIds, todayIds]) if (ids.length > 0) preload(recordingsKey(ids), fetchRecordings);
    })
    .catch(() => undefined); // the panel shows the failure when it asks
  preload(supportTeamKey(cohortId), fetchSupportTeam);
  preload(mySupportRequestsKey, getMySupportRequests);
  if (cohort.isPrestart) {
    preload(launchpadKey(cohortId), fetchLaunchpad);
  } else {
    const courseIds = startedCourses(cohort.courses).map((course) => course.id);
    if (courseIds.length > 0) preload(courseDataKey(courseIds, email), fetchCoursesData);
  }
}
