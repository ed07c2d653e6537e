import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { studySessions } from '../src/db/schema/index.ts';
import { embeddedAuthConfig } from '../src/oidc/auth-config.ts';
import { insertDashboardFixtures } from './helpers/dashboard-fixtures.ts';
import { COHORT_A, COURSE_A, PEOPLE } from './helpers/fixtures.ts';
import { emptyStaticRoots, startTestPortal, type TestPortal } from './helpers/portal.ts';

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
const visibleToCohortA = signedIn(200, { otherLearner: 404 });
const cohortA = signedIn(200, { otherLearner: 403 });

const MATRIX: Record<string, Case[]> = {
  'GET /api/health': [{ url: '/api/health', expect: everyone(200) }],
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
    {
      url: `/api/user/${subject}`,
      payload: { user_goals: 'Ship it' },
      expect: signedIn(403, { learner: 200, programManager: 200 }),
    },
  ],
  'POST /api/user/:email': [
    { url: `/api/user/${subject}`, payload: { is_online: false }, expect: onlyTheLearner(200) },
  ],
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
      payload: { meeting_id: '404404', video_base64: 'AAAA' },
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
