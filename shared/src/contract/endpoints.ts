/** The API's base path; every path below is relative to it (portal-config `apiBase`). */
export const API_BASE = '/api';

/** One API endpoint: method and path relative to {@link API_BASE}, `:name` marks a parameter. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
}

/** The API's endpoints, so clients and server name each path once. */
export const endpoints = {
  health: { method: 'GET', path: '/health' },
  startupUser: { method: 'GET', path: '/v1/users/startup' },
  users: { method: 'GET', path: '/v1/users' },
  usersByUsername: { method: 'GET', path: '/v1/users/' },
  userByIdentifier: { method: 'GET', path: '/v1/users/by/:identifier' },
  updateUser: { method: 'PUT', path: '/user/:email' },
  offlineBeacon: { method: 'POST', path: '/user/:email' },
  presenceHeartbeat: { method: 'POST', path: '/v1/presence/heartbeat' },
  announcements: { method: 'GET', path: '/announcements' },
  createAnnouncement: { method: 'POST', path: '/announcement' },
  calendars: { method: 'GET', path: '/calendars/' },
  cohortCalendars: { method: 'GET', path: '/v1/cohort/:cohortId/calendars' },
  recordings: { method: 'GET', path: '/v1/recordings' },
  canvasAssignments: { method: 'GET', path: '/canvasassignments' },
  courseData: { method: 'GET', path: '/v1/coursedata' },
  launchpad: { method: 'GET', path: '/v1/cohort/:cohortId/launchpad' },
  supportTeam: { method: 'GET', path: '/v1/cohort/:cohortId/supportteam' },
  cohortWebtools: { method: 'GET', path: '/v1/cohort/:cohortId/webtools' },
  cohortConnection: { method: 'GET', path: '/v1/cohort/:cohortId/connection' },
  studySession: { method: 'GET', path: '/v1/studysession/:hostId' },
  joinStudySession: { method: 'POST', path: '/v1/studysession/:hostId' },
  leaveStudySession: { method: 'POST', path: '/v1/studysession/:hostId/leave' },
  studySessionTopic: { method: 'POST', path: '/v1/studysessiontopic' },
  studySessionDetails: { method: 'GET', path: '/v1/zoomstudysessiondetails' },
  createSupportRequest: { method: 'POST', path: '/v1/supportrequests' },
  mySupportRequests: { method: 'GET', path: '/v1/supportrequests/mine' },
  calendarSubscription: { method: 'GET', path: '/v1/calendar/subscription' },
  createCalendarSubscription: { method: 'POST', path: '/v1/calendar/subscription' },
  revokeCalendarSubscription: { method: 'DELETE', path: '/v1/calendar/subscription' },
  calendarFeed: { method: 'GET', path: '/calendar/:token.ics' },
  videos: { method: 'GET', path: '/v1/videos/' },
  transcriptSearch: { method: 'GET', path: '/v1/videos/transcript-search' },
  ingestVideo: { method: 'POST', path: '/v1/videos/ingest' },
  saveWatchData: { method: 'POST', path: '/uservideoview' },
  viewHistory: { method: 'GET', path: '/uservideoview/:id' },
} as const satisfies Record<string, Endpoint>;

/** Name of an endpoint of {@link endpoints}. */
export type EndpointName = keyof typeof endpoints;

/**
 * The path of an endpoint with its parameters filled in (URI-encoded) and an optional query.
 * `pathFor('updateUser', { email })` -> `/user/a%40b.c`; prefix with the API base to call it.
 */
export function pathFor(
  name: EndpointName,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const path = endpoints[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
