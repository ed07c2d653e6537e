import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { announcements, studySessions } from '../src/db/schema/index.ts';
import { embeddedAuthConfig } from '../src/oidc/auth-config.ts';
import { consoleRows } from './helpers/console-matrix.ts';
import { settingsGroupRows } from './helpers/settings-matrix.ts';
import { insertDashboardFixtures } from './helpers/dashboard-fixtures.ts';
import { COHORT_A, COURSE_A, PEOPLE } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/pictures.ts';
import { emptyStaticRoots, startTestPortal, type TestPortal } from './helpers/portal.ts';
import { insertSavedReplyFixtures, insertSupportFixtures, type SupportFixture } from './helpers/support-fixtures.ts';

/**
 * The authorisation matrix: every registered route and verb, called by every kind of caller,
 * against one expectation table. A route without a row fails this test, and so does a row
 * whose route is gone. The subject of the person-scoped routes is the learner of cohort A.
 */

const CALLERS = [
  'anonymous',
  'learner',
  'otherLearner',
  'coach',
  'facilitator',
  'support',
  'limitedAdmin',
  'programManager',
] as const;
type Caller = (typeof CALLERS)[number];
type Expect = Record<Caller, number>;

interface Case {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  expect: Expect;
}

const BOUNDARY = 'cedar-matrix';
/** A multipart ingest of a real MP4 for a meeting (the upload is read only for callers who may make it). */
const recordingUpload = (meetingId: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="meeting_id"\r\n\r\n${meetingId}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    ),
    readFileSync(path.resolve(import.meta.dirname, '../assets/demo-recordings/git-branches.mp4')),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const everyone = (status: number): Expect => Object.fromEntries(CALLERS.map((c) => [c, status])) as Expect;
/** Signed-in callers get `status` unless overridden; anonymous callers get 401. */
const signedIn = (status: number, overrides: Partial<Expect> = {}): Expect => ({
  ...everyone(status),
  anonymous: 401,
  ...overrides,
});
const onlyTheLearner = (status: number): Expect => signedIn(403, { learner: status });

const subject = encodeURIComponent(PEOPLE.learner.email);
/** Set before the calls: an ended study session of cohort A. */
let endedMeetingId = 0;
/** Set before the calls: cohort A's support requests (helpers/support-fixtures.ts). */
let support: SupportFixture = { lesson: 0, personal: 0, grades: 0, otherCohort: 0 };
/** Set before the calls: a saved reply of cohort A and one of cohort B. */
let replies = { cohortA: 0, cohortB: 0 };
/** Support staff of cohort A: coach, facilitator, support and its Program Manager. */
const triage = signedIn(403, { coach: 200, facilitator: 200, support: 200, programManager: 200 });
/** Staff with support access elsewhere see 404 for what they may not see, callers with none 403. */
const personal = signedIn(403, { coach: 404, facilitator: 404, support: 200, programManager: 200 });
let announcementA = 0;
const visibleToCohortA = signedIn(200, { otherLearner: 404 });
const cohortA = signedIn(200, { otherLearner: 403 });

const MATRIX: Record<string, Case[]> = {
  'GET /api/health': [{ url: '/api/health', expect: everyone(200) }],
  'GET /api/health/live': [{ url: '/api/health/live', expect: everyone(200) }],
  'GET /api/health/ready': [{ url: '/api/health/ready', expect: everyone(200) }],
  // Telemetry: anyone may report (the signed-out landing page too); only role 9 reads the figures.
  'POST /api/v1/telemetry': [
    {
      url: '/api/v1/telemetry',
      payload: {
        reports: [{ kind: 'vital', name: 'LCP', value: 900, route: '/', remote: 'host', version: '1.0.0' }],
      },
      expect: everyone(202),
    },
  ],
  // Zoom's events: public but signature-gated (routes/webhooks/zoom.test.ts); without the Zoom
  // adapter (as here) nobody, signed in or not, reaches it.
  'POST /api/v1/webhooks/zoom': [
    { url: '/api/v1/webhooks/zoom', payload: { event: 'endpoint.url_validation' }, expect: everyone(404) },
  ],
  'GET /api/v1/acp/remote-health': [
    { url: '/api/v1/acp/remote-health', expect: signedIn(403, { programManager: 200 }) },
  ],
  // Off unless METRICS_TOKEN is set: nobody, signed in or not, reads it by default.
  'GET /metrics': [{ url: '/metrics', expect: everyone(404) }],
  'GET /api/v1/users/startup': [{ url: `/api/v1/users/startup?username=${subject}`, expect: onlyTheLearner(200) }],
  'GET /api/v1/users': [
    { url: `/api/v1/users?cohort_id=${COHORT_A}`, expect: signedIn(200, { otherLearner: 403 }) },
    { url: `/api/v1/users?username=${subject}`, expect: visibleToCohortA },
    { url: '/api/v1/users', expect: signedIn(400, { programManager: 200 }) },
    // The spec's spelling with a trailing slash reaches the same route.
    { url: `/api/v1/users/?username=${subject}`, expect: visibleToCohortA },
  ],
  'GET /api/v1/users/by/:identifier': [
    { url: `/api/v1/users/by/${subject}`, expect: visibleToCohortA },
    { url: `/api/v1/users/by/${encodeURIComponent(PEOPLE.testAccount.email)}`, expect: signedIn(404) },
  ],
  'PUT /api/user/:email': [
    // The owner changes everything; a Program Manager of the cohort only names and the image.
    { url: `/api/user/${subject}`, payload: { user_goals: 'Ship it' }, expect: onlyTheLearner(200) },
    {
      url: `/api/user/${subject}`,
      payload: { first_name: 'Lena' },
      expect: signedIn(403, { learner: 200, programManager: 200 }),
    },
  ],
  'GET /api/v1/places/autocomplete': [{ url: '/api/v1/places/autocomplete?input=Denv', expect: signedIn(200) }],
  'GET /api/v1/places/details': [{ url: '/api/v1/places/details?place_id=geonames%3A5419384', expect: signedIn(200) }],
  'POST /api/user/:email': [
    { url: `/api/user/${subject}`, payload: { is_online: false }, expect: onlyTheLearner(200) },
  ],
  // Only your own picture: another e-mail is refused before the file is looked at (a text file: 415).
  'POST /api/v1/upload': [
    {
      url: '/api/v1/upload',
      ...multipartBody(
        { srcType: 'profileimage', email: PEOPLE.learner.email },
        { name: 'me.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture') },
      ),
      expect: signedIn(403, { learner: 415 }),
    },
  ],
  // Pictures are public (an <img> sends no token).
  'GET /api/v1/avatars/:file': [{ url: `/api/v1/avatars/${'0'.repeat(32)}.jpg`, expect: everyone(404) }],
  'POST /api/v1/presence/heartbeat': [{ url: '/api/v1/presence/heartbeat', expect: signedIn(200) }],
  // The learner dashboard: cohort A's data for its members (staff included), nothing for others.
  'GET /api/announcements': [{ url: `/api/announcements?cohort_id=${COHORT_A}`, expect: cohortA }],
  'POST /api/announcement': [
    {
      url: '/api/announcement',
      payload: { body: '<p>Hi</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A },
      expect: signedIn(201, { learner: 403, otherLearner: 403, coach: 403 }),
    },
  ],
  ...consoleRows(signedIn, () => announcementA),
  ...settingsGroupRows(signedIn),
  'GET /api/calendars': [{ url: `/api/calendars/?cohort_id=${COHORT_A}`, expect: cohortA }],
  'GET /api/v1/cohort/:cohortId/calendars': [{ url: `/api/v1/cohort/${COHORT_A}/calendars`, expect: cohortA }],
  'GET /api/v1/recordings': [{ url: '/api/v1/recordings?meeting_ids=111222333', expect: signedIn(200) }],
  'GET /api/canvasassignments': [
    { url: `/api/canvasassignments?courseId=${COURSE_A}&userEmail=${subject}&upcomingMaxDays=8`, expect: cohortA },
  ],
  'GET /api/v1/coursedata': [{ url: `/api/v1/coursedata?courseId=${COURSE_A}&email=${subject}`, expect: cohortA }],
  'GET /api/v1/cohort/:cohortId/launchpad': [{ url: `/api/v1/cohort/${COHORT_A}/launchpad`, expect: cohortA }],
  'GET /api/v1/cohort/:cohortId/supportteam': [{ url: `/api/v1/cohort/${COHORT_A}/supportteam`, expect: cohortA }],
  'GET /api/v1/cohort/:cohortId/webtools': [
    { url: `/api/v1/cohort/${COHORT_A}/webtools?is_active=true`, expect: cohortA },
  ],
  'GET /api/v1/cohort/:cohortId/connection': [{ url: `/api/v1/cohort/${COHORT_A}/connection`, expect: cohortA }],
  // Member management: the cohort's staff list its members; only its Program Manager (role 9)
  // adds, edits, looks up and audits them (a facilitator or limited admin gets 403).
  'GET /api/v1/cohort/:cohortId/members': [
    { url: `/api/v1/cohort/${COHORT_A}/members`, expect: signedIn(200, { learner: 403, otherLearner: 403 }) },
  ],
  'POST /api/v1/cohort/:cohortId/members': [
    {
      url: `/api/v1/cohort/${COHORT_A}/members`,
      payload: {
        members: [
          {
            email: 'matrix.member@school.academy',
            first_name: 'Mat',
            last_name: 'Rix',
            user_lms_id: 'lms-matrix',
            user_role_id: 1,
            is_visible: true,
            active: true,
          },
        ],
      },
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  // A dry run of a member import: role 9 only; nothing is written.
  'POST /api/v1/cohort/:cohortId/members/import': [
    {
      url: `/api/v1/cohort/${COHORT_A}/members/import`,
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nemail,first_name,last_name,user_lms_id,role,active,is_visible\n' +
        `matrix.import@school.academy,Mat,Rix,lms-import,Learner,true,true\r\n--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  'PUT /api/v1/cohort/:cohortId/members/:memberId': [
    {
      url: `/api/v1/cohort/${COHORT_A}/members/2147483647`,
      payload: { user: { first_name: 'X' }, membership: {} },
      expect: signedIn(403, { programManager: 404 }),
    },
  ],
  'GET /api/v1/cohort/:cohortId/members/lookup': [
    {
      url: `/api/v1/cohort/${COHORT_A}/members/lookup?email=${subject}`,
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  // Cohort settings: the cohort's staff read its fields; only its Program Manager changes them.
  'GET /api/v1/cohort/:cohortId': [
    { url: `/api/v1/cohort/${COHORT_A}`, expect: signedIn(200, { learner: 403, otherLearner: 403 }) },
  ],
  'PUT /api/v1/cohort/:cohortId': [
    {
      url: `/api/v1/cohort/${COHORT_A}`,
      payload: { slack_channel_id: 'C-MATRIX' },
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  'POST /api/v1/cohort/:cohortId/webtools': [
    {
      url: `/api/v1/cohort/${COHORT_A}/webtools`,
      payload: { webtools: [{ webtools_id: 1, is_active: true }] },
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  // Cohort management: admins and limited admins list the programs; only role 9 creates cohorts.
  'GET /api/v1/programs': [
    {
      url: '/api/v1/programs',
      expect: signedIn(403, { limitedAdmin: 200, programManager: 200 }),
    },
  ],
  'POST /api/v1/cohort': [
    {
      url: '/api/v1/cohort',
      payload: {
        program_id: 1,
        cohort_name: 'Matrix 2099',
        created_by: 'admin@cedar.test',
        startTermField: '2099-01-05',
      },
      expect: signedIn(403, { programManager: 201 }),
    },
  ],
  // The admin settings' Additional Tools: Program Managers (adminSettingsAdditionalTools) only.
  'POST /api/file': [
    {
      url: '/api/file',
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="handshake.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nemail,first_name,last_name\n' +
        `matrix.student@school.academy,Mat,Rix\r\n--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      expect: signedIn(403, { programManager: 200 }),
    },
  ],
  'POST /api/syncCanvasCourses': [{ url: '/api/syncCanvasCourses', expect: signedIn(403, { programManager: 200 }) }],
  'GET /api/v1/cohort/:cohortId/members/changes': [
    { url: `/api/v1/cohort/${COHORT_A}/members/changes`, expect: signedIn(403, { programManager: 200 }) },
  ],
  'GET /api/v1/cohort/:cohortId/directory': [
    { url: `/api/v1/cohort/${COHORT_A}/directory`, expect: cohortA },
    { url: `/api/v1/cohort/${COHORT_A}/directory?search=Lena`, expect: cohortA },
  ],
  'GET /api/v1/searchhistory': [{ url: '/api/v1/searchhistory', expect: signedIn(200) }],
  'POST /api/v1/searchhistory': [
    { url: '/api/v1/searchhistory', payload: { search_value: 'matrix' }, expect: signedIn(200) },
  ],
  'PATCH /api/v1/favorites': [{ url: '/api/v1/favorites', payload: { add: [], remove: [] }, expect: signedIn(200) }],
  // Public by design (images load without the token); an unknown picture is 404 for everyone.
  'GET /api/v1/avatars/:id/:version': [{ url: `/api/v1/avatars/1/${'A'.repeat(22)}`, expect: everyone(404) }],
  'GET /api/v1/studysession/:hostId': [
    { url: `/api/v1/studysession/room-${COHORT_A}`, expect: cohortA },
    { url: '/api/v1/studysession/unknown', expect: signedIn(404) },
  ],
  // In this order: the learner starts a session, adds a topic to it, then everyone leaves it.
  'POST /api/v1/studysession/:hostId': [
    {
      url: `/api/v1/studysession/room-${COHORT_A}`,
      payload: { userEmail: PEOPLE.learner.email, topic: 'Matrix' },
      expect: onlyTheLearner(200),
    },
  ],
  'POST /api/v1/studysessiontopic': [
    {
      url: '/api/v1/studysessiontopic',
      payload: { host_id: `room-${COHORT_A}`, topicObj: { topic: 'More' } },
      expect: onlyTheLearner(200),
    },
  ],
  // A meeting of cohort A (an ended session the fixtures below add): 404 where it is not to be known.
  'GET /api/v1/zoomstudysessiondetails': [
    {
      get url() {
        return `/api/v1/zoomstudysessiondetails?meeting_id=${endedMeetingId}`;
      },
      expect: signedIn(200, { otherLearner: 404 }),
    },
    { url: '/api/v1/zoomstudysessiondetails?meeting_id=2147483647', expect: signedIn(404) },
  ],
  'POST /api/v1/studysession/:hostId/leave': [{ url: `/api/v1/studysession/room-${COHORT_A}/leave`, expect: cohortA }],
  'POST /api/v1/supportrequests': [
    {
      url: '/api/v1/supportrequests',
      payload: {
        request_type_id: 6,
        source: 'my_cedar',
        cohort_id: COHORT_A,
        description: 'other=<p>Help</p>',
        email: PEOPLE.learner.email,
      },
      expect: onlyTheLearner(201),
    },
  ],
  // The admin console's triage (admin-console §7, the permission matrix).
  'GET /api/v1/cohort/:cohortId/supportrequests': [
    { url: `/api/v1/cohort/${COHORT_A}/supportrequests?expand=coursestructure,users&limit=400`, expect: triage },
  ],
  'GET /api/v1/supportrequests': [
    {
      get url() {
        return `/api/v1/supportrequests?id=${support.lesson}`;
      },
      expect: triage,
    },
    {
      get url() {
        return `/api/v1/supportrequests?id=${support.personal}`;
      },
      expect: personal,
    },
  ],
  'GET /api/getSupportRequestActions': [{ url: '/api/getSupportRequestActions', expect: triage }],
  'GET /api/getRequestResponses/:id': [
    {
      get url() {
        return `/api/getRequestResponses/${support.personal}`;
      },
      expect: personal,
    },
  ],
  // Presence on the personal request: its cohort's staff who may see personal requests.
  'POST /api/v1/supportrequests/:id/presence': [
    {
      get url() {
        return `/api/v1/supportrequests/${support.personal}/presence`;
      },
      payload: { state: 'viewing' },
      expect: personal,
    },
  ],
  'DELETE /api/v1/supportrequests/:id/presence': [
    {
      get url() {
        return `/api/v1/supportrequests/${support.personal}/presence`;
      },
      expect: personal,
    },
  ],
  'GET /api/v1/supportrequests/:id/context': [
    {
      get url() {
        return `/api/v1/supportrequests/${support.personal}/context`;
      },
      expect: personal,
    },
  ],
  'GET /api/v1/cohort/:cohortId/savedreplies': [{ url: `/api/v1/cohort/${COHORT_A}/savedreplies`, expect: triage }],
  'POST /api/v1/cohort/:cohortId/savedreplies': [
    {
      url: `/api/v1/cohort/${COHORT_A}/savedreplies`,
      payload: { title: 'Welcome', body: '<p>Welcome aboard</p>' },
      expect: triage,
    },
  ],
  'PUT /api/v1/cohort/:cohortId/savedreplies/:replyId': [
    {
      get url() {
        return `/api/v1/cohort/${COHORT_A}/savedreplies/${replies.cohortA}`;
      },
      payload: { title: 'Office hours', body: '<p>Thursdays at 5</p>' },
      expect: triage,
    },
  ],
  // Cohort B's reply through cohort A: its staff learn only that cohort A has no such reply.
  'DELETE /api/v1/cohort/:cohortId/savedreplies/:replyId': [
    {
      get url() {
        return `/api/v1/cohort/${COHORT_A}/savedreplies/${replies.cohortB}`;
      },
      expect: signedIn(403, { coach: 404, facilitator: 404, support: 404, programManager: 404 }),
    },
  ],
  // An internal comment on the personal request, each caller with the version they would see.
  'POST /api/updateSupportRequest': [
    {
      url: '/api/updateSupportRequest',
      get payload() {
        return { requestId: support.otherCohort, actionId: 4, version: 1, message: '<p>Noted</p>' };
      },
      expect: signedIn(403, { coach: 404, facilitator: 404, support: 404, programManager: 404 }),
    },
  ],
  'GET /api/v1/supportrequests/mine': [{ url: '/api/v1/supportrequests/mine', expect: signedIn(200) }],
  'GET /api/v1/calendar/subscription': [{ url: '/api/v1/calendar/subscription', expect: signedIn(200) }],
  'POST /api/v1/calendar/subscription': [{ url: '/api/v1/calendar/subscription', expect: signedIn(200) }],
  'DELETE /api/v1/calendar/subscription': [{ url: '/api/v1/calendar/subscription', expect: signedIn(200) }],
  // Public for calendar apps: the secret token is the key.
  'GET /api/calendar/:token.ics': [{ url: '/api/calendar/unknown-token.ics', expect: everyone(404) }],
  // Recorded sessions: each caller's own cohorts' videos; watch data and history are one's own.
  'GET /api/v1/videos': [{ url: '/api/v1/videos/?limit=10000', expect: signedIn(200) }],
  'GET /api/v1/videos/transcript-search': [
    { url: '/api/v1/videos/transcript-search?q=request&limit=5', expect: signedIn(200) },
    // One cohort's library (the Watch page's): its active members only.
    { url: `/api/v1/videos/transcript-search?q=request&cohort_id=${COHORT_A}`, expect: cohortA },
  ],
  'POST /api/uservideoview': [
    {
      url: '/api/uservideoview',
      payload: { user_email: PEOPLE.learner.email, video_id: 999_999, watch_details: { views: [] } },
      expect: signedIn(403, { learner: 404 }),
    },
  ],
  // Staff who may edit videos; no calendar event has this meeting id, so they get 404.
  'POST /api/v1/videos/ingest': [
    {
      url: '/api/v1/videos/ingest',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: recordingUpload('404404'),
      expect: signedIn(403, { facilitator: 404, programManager: 404 }),
    },
  ],
  'GET /api/uservideoview/:id': [{ url: `/api/uservideoview/${subject}`, expect: onlyTheLearner(200) }],
  // Signed links are the key (a <video src> sends no bearer token).
  'GET /files/*': [{ url: '/files/recordings/unknown.mp4?expires=1&sig=x', expect: everyone(403) }],
  'GET /api/docs/': [{ url: '/api/docs/', expect: everyone(200) }],
  'GET /api/docs/json': [{ url: '/api/docs/json', expect: everyone(200) }],
  'GET /api/docs/yaml': [{ url: '/api/docs/yaml', expect: everyone(200) }],
  'GET /api/docs/static/index.html': [{ url: '/api/docs/static/index.html', expect: everyone(302) }],
  'GET /api/docs/static/swagger-initializer.js': [
    { url: '/api/docs/static/swagger-initializer.js', expect: everyone(200) },
  ],
  'GET /api/docs/static/*': [{ url: '/api/docs/static/swagger-ui.css', expect: everyone(200) }],
  'GET /portal-config.json': [{ url: '/portal-config.json', expect: everyone(200) }],
  'GET /oidc/interaction/:uid': [{ url: '/oidc/interaction/unknown-uid', expect: everyone(400) }],
  'POST /oidc/interaction/:uid/login': [
    {
      url: '/oidc/interaction/unknown-uid/login',
      payload: 'email=a%40b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      expect: everyone(400),
    },
  ],
  'GET /oidc/assets/:file': [{ url: '/oidc/assets/login.css', expect: everyone(200) }],
  // A set-password link is its own credential: without a live token the page says it is unusable.
  'GET /oidc/set-password': [{ url: '/oidc/set-password?token=unknown', expect: everyone(410) }],
  'POST /oidc/set-password': [
    {
      url: '/oidc/set-password',
      payload: 'token=unknown&password=long-enough-password&confirm=long-enough-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      expect: everyone(410),
    },
  ],
  'GET /remotes.json': [{ url: '/remotes.json', expect: everyone(200) }],
  'GET /remotes/:name/*': [{ url: '/remotes/dashboard/mf-manifest.json', expect: everyone(200) }],
  'GET /storybook': [{ url: '/storybook', expect: everyone(302) }],
  'GET /storybook/*': [{ url: '/storybook/', expect: everyone(200) }],
  'GET /*': [
    { url: '/', expect: everyone(200) },
    { url: '/profile/learner@cedar.test', expect: everyone(200) },
  ],
  // Every other path under the API is the API's own 404, in any verb, for everyone (a QUERY
  // without a body type is refused by Fastify first).
  ...Object.fromEntries(
    ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'].map((method) => [
      `${method} /api/*`,
      [{ url: '/api/v1/no-such-route', expect: everyone(method === 'QUERY' ? 400 : 404) }],
    ]),
  ),
  // The embedded provider answers its own verbs, the same for everyone; discovery is GET only.
  ...Object.fromEntries(
    Object.entries({
      GET: 200,
      POST: 404,
      PUT: 404,
      DELETE: 404,
      PATCH: 404,
      OPTIONS: 404,
      TRACE: 404,
      QUERY: 400,
    }).map(([method, status]) => [
      `${method} /oidc/*`,
      [{ url: '/oidc/.well-known/openid-configuration', expect: everyone(status) }],
    ]),
  ),
};

describe('authorisation matrix', () => {
  let portal: TestPortal;
  let dir: string;
  const tokens = new Map<Caller, string>();

  before(async () => {
    const scratch = await emptyStaticRoots();
    dir = scratch.dir;
    for (const [root, file] of [
      [scratch.roots.host, 'index.html'],
      [scratch.roots.remotes.dashboard!, 'mf-manifest.json'],
      [scratch.roots.storybook, 'index.html'],
    ] as const) {
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, file), 'built');
    }
    // The provider answers its public host only: the one app.inject addresses (localhost:80).
    const embedded = await embeddedAuthConfig({ publicUrl: 'http://localhost', dataDir: null });
    portal = await startTestPortal({ static: scratch.roots, provider: embedded.provider });
    await insertDashboardFixtures(portal.db, new Date());
    const [ended] = await portal.db
      .insert(studySessions)
      .values({
        cohort_id: COHORT_A,
        host_id: `room-${COHORT_A}`,
        started_at: new Date(Date.now() - 3_600_000),
        ended_at: new Date(Date.now() - 1_800_000),
      })
      .returning({ id: studySessions.id });
    endedMeetingId = ended!.id;
    support = await insertSupportFixtures(portal.db);
    replies = await insertSavedReplyFixtures(portal.db);
    announcementA = (await portal.db.select().from(announcements).where(eq(announcements.cohort_id, COHORT_A)))[0]!.id;
    for (const caller of CALLERS) if (caller !== 'anonymous') tokens.set(caller, await portal.tokenFor(caller));
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('has one row for every registered route and verb, and no row without a route', () => {
    const routes = portal.app.accessTable().filter((route) => route.method !== 'HEAD');
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const missing = [...registered].filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !registered.has(key));
    assert.deepEqual(missing, [], `routes without a matrix row: ${missing.join(', ')}`);
    assert.deepEqual(stale, [], `matrix rows without a route: ${stale.join(', ')}`);
  });

  it('gives every HEAD route the access of its GET route', () => {
    const table = portal.app.accessTable();
    for (const head of table.filter((route) => route.method === 'HEAD')) {
      const get = table.find((route) => route.method === 'GET' && route.url === head.url);
      if (get) assert.equal(head.access, get.access, head.url);
    }
  });

  for (const [key, cases] of Object.entries(MATRIX)) {
    const [method, route] = key.split(' ') as [string, string];
    it(`${method} ${route}`, async () => {
      for (const testCase of cases) {
        const actual: Partial<Expect> = {};
        for (const caller of CALLERS) {
          const token = tokens.get(caller);
          const response = await portal.app.inject({
            method: method as 'GET',
            url: testCase.url,
            headers: { ...testCase.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(testCase.payload === undefined ? {} : { payload: testCase.payload as string }),
          });
          actual[caller] = response.statusCode;
        }
        assert.deepEqual(actual, testCase.expect, `${method} ${testCase.url}`);
      }
    });
  }
});
