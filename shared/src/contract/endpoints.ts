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
  healthLive: { method: 'GET', path: '/health/live' },
  healthReady: { method: 'GET', path: '/health/ready' },
  telemetry: { method: 'POST', path: '/v1/telemetry' },
  remoteHealth: { method: 'GET', path: '/v1/acp/remote-health' },
  startupUser: { method: 'GET', path: '/v1/users/startup' },
  users: { method: 'GET', path: '/v1/users' },
  usersByUsername: { method: 'GET', path: '/v1/users/' },
  userByIdentifier: { method: 'GET', path: '/v1/users/by/:identifier' },
  updateUser: { method: 'PUT', path: '/user/:email' },
  offlineBeacon: { method: 'POST', path: '/user/:email' },
  placeSuggestions: { method: 'GET', path: '/v1/places/autocomplete' },
  placeDetails: { method: 'GET', path: '/v1/places/details' },
  presenceHeartbeat: { method: 'POST', path: '/v1/presence/heartbeat' },
  announcements: { method: 'GET', path: '/announcements' },
  createAnnouncement: { method: 'POST', path: '/announcement' },
  announcementHistory: { method: 'GET', path: '/announcements/history' },
  updateAnnouncement: { method: 'PUT', path: '/announcement/update/:id' },
  announcementReach: { method: 'GET', path: '/announcements/reach' },
  announcementSeen: { method: 'POST', path: '/announcements/seen' },
  calendars: { method: 'GET', path: '/calendars/' },
  cohortCalendars: { method: 'GET', path: '/v1/cohort/:cohortId/calendars' },
  recordings: { method: 'GET', path: '/v1/recordings' },
  canvasAssignments: { method: 'GET', path: '/canvasassignments' },
  courseData: { method: 'GET', path: '/v1/coursedata' },
  launchpad: { method: 'GET', path: '/v1/cohort/:cohortId/launchpad' },
  supportTeam: { method: 'GET', path: '/v1/cohort/:cohortId/supportteam' },
  cohortWebtools: { method: 'GET', path: '/v1/cohort/:cohortId/webtools' },
  cohortConnection: { method: 'GET', path: '/v1/cohort/:cohortId/connection' },
  cohortMembers: { method: 'GET', path: '/v1/cohort/:cohortId/members' },
  addCohortMembers: { method: 'POST', path: '/v1/cohort/:cohortId/members' },
  updateCohortMember: { method: 'PUT', path: '/v1/cohort/:cohortId/members/:memberId' },
  cohortMemberLookup: { method: 'GET', path: '/v1/cohort/:cohortId/members/lookup' },
  cohortMemberChanges: { method: 'GET', path: '/v1/cohort/:cohortId/members/changes' },
  importCohortMembers: { method: 'POST', path: '/v1/cohort/:cohortId/members/import' },
  cohortFields: { method: 'GET', path: '/v1/cohort/:cohortId' },
  updateCohortFields: { method: 'PUT', path: '/v1/cohort/:cohortId' },
  saveCohortWebtools: { method: 'POST', path: '/v1/cohort/:cohortId/webtools' },
  cohortCourses: { method: 'GET', path: '/v1/cohort/:cohortId/courses' },
  courseActiveUsers: { method: 'GET', path: '/v1/cohort/:cohortId/courses/:courseId/activeusers' },
  lmsCourseSearch: { method: 'GET', path: '/v1/cohort/:cohortId/canvascourses' },
  addCohortCourses: { method: 'POST', path: '/v1/cohort/:cohortId/courses' },
  removeCohortCourses: { method: 'PUT', path: '/v1/cohort/:cohortId/courses' },
  saveCohortCalendars: { method: 'POST', path: '/v1/cohort/:cohortId/calendar' },
  updateCohortCalendar: { method: 'PUT', path: '/v1/cohort/:cohortId/calendar/:calId' },
  cohortStaff: { method: 'GET', path: '/v1/cohort/:cohortId/staff' },
  staffSearch: { method: 'GET', path: '/v1/cohort/:cohortId/staff/search' },
  saveCohortStaff: { method: 'POST', path: '/v1/cohort/:cohortId/staff' },
  deleteCohortStaff: { method: 'PUT', path: '/v1/cohort/:cohortId/staff/:staffId' },
  managedPrograms: { method: 'GET', path: '/v1/programs' },
  createCohort: { method: 'POST', path: '/v1/cohort' },
  handshakeUpload: { method: 'POST', path: '/file' },
  canvasSync: { method: 'POST', path: '/syncCanvasCourses' },
  cohortDirectory: { method: 'GET', path: '/v1/cohort/:cohortId/directory' },
  searchHistory: { method: 'GET', path: '/v1/searchhistory' },
  saveSearch: { method: 'POST', path: '/v1/searchhistory' },
  saveFavorites: { method: 'PATCH', path: '/v1/favorites' },
  memberAvatar: { method: 'GET', path: '/v1/avatars/:id/:version' },
  studySession: { method: 'GET', path: '/v1/studysession/:hostId' },
  joinStudySession: { method: 'POST', path: '/v1/studysession/:hostId' },
  leaveStudySession: { method: 'POST', path: '/v1/studysession/:hostId/leave' },
  studySessionTopic: { method: 'POST', path: '/v1/studysessiontopic' },
  studySessionDetails: { method: 'GET', path: '/v1/zoomstudysessiondetails' },
  createSupportRequest: { method: 'POST', path: '/v1/supportrequests' },
  mySupportRequests: { method: 'GET', path: '/v1/supportrequests/mine' },
  cohortSupportRequests: { method: 'GET', path: '/v1/cohort/:cohortId/supportrequests' },
  supportRequestById: { method: 'GET', path: '/v1/supportrequests' },
  updateSupportRequest: { method: 'POST', path: '/updateSupportRequest' },
  supportRequestActions: { method: 'GET', path: '/getSupportRequestActions' },
  supportRequestResponses: { method: 'GET', path: '/getRequestResponses/:id' },
  supportRequestPresence: { method: 'POST', path: '/v1/supportrequests/:id/presence' },
  leaveSupportRequest: { method: 'DELETE', path: '/v1/supportrequests/:id/presence' },
  supportRequestContext: { method: 'GET', path: '/v1/supportrequests/:id/context' },
  savedReplies: { method: 'GET', path: '/v1/cohort/:cohortId/savedreplies' },
  createSavedReply: { method: 'POST', path: '/v1/cohort/:cohortId/savedreplies' },
  updateSavedReply: { method: 'PUT', path: '/v1/cohort/:cohortId/savedreplies/:replyId' },
  deleteSavedReply: { method: 'DELETE', path: '/v1/cohort/:cohortId/savedreplies/:replyId' },
  calendarSubscription: { method: 'GET', path: '/v1/calendar/subscription' },
  createCalendarSubscription: { method: 'POST', path: '/v1/calendar/subscription' },
  revokeCalendarSubscription: { method: 'DELETE', path: '/v1/calendar/subscription' },
  calendarFeed: { method: 'GET', path: '/calendar/:token.ics' },
  videos: { method: 'GET', path: '/v1/videos/' },
  videoLibrary: { method: 'GET', path: '/v1/videos/library' },
  videoHosts: { method: 'GET', path: '/v1/videos/hosts' },
  updateVideo: { method: 'PUT', path: '/videos' },
  bulkUpdateVideos: { method: 'POST', path: '/v1/videos/bulk' },
  transcriptSearch: { method: 'GET', path: '/v1/videos/transcript-search' },
  ingestVideo: { method: 'POST', path: '/v1/videos/ingest' },
  zoomWebhook: { method: 'POST', path: '/v1/webhooks/zoom' },
  saveWatchData: { method: 'POST', path: '/uservideoview' },
  viewHistory: { method: 'GET', path: '/uservideoview/:id' },
  uploadFile: { method: 'POST', path: '/v1/upload' },
  avatarImage: { method: 'GET', path: '/v1/avatars/:file' },
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
