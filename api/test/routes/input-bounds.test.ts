import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COHORT_A, PEOPLE, type PersonKey } from '../helpers/fixtures.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../helpers/dashboard-fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

/** Past a PostgreSQL integer (int32), and past what a double holds exactly. */
const BIG = '2147483648';
const HUGE = '99999999999999999999';
const learner = PEOPLE.learner.email;

interface Case {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  as?: PersonKey;
}

/**
 * Inputs that used to reach the database and fail there (500): integers past 32 bits and NUL
 * characters, in paths, queries and bodies. Every one is the caller's mistake: 400.
 */
const CASES: Record<string, Case> = {
  'cohort id past int32 (path)': { method: 'GET', url: `/api/v1/cohort/${BIG}/connection` },
  'cohort id far past int32 (path)': { method: 'GET', url: `/api/v1/cohort/${HUGE}/supportteam` },
  'cohort id (webtools)': { method: 'GET', url: `/api/v1/cohort/${BIG}/webtools` },
  'cohort id (launchpad)': { method: 'GET', url: `/api/v1/cohort/${BIG}/launchpad` },
  'cohort id (calendars)': { method: 'GET', url: `/api/v1/cohort/${BIG}/calendars` },
  'cohort_id (calendars query)': { method: 'GET', url: `/api/calendars/?cohort_id=${BIG}` },
  'cohort_id (announcements)': { method: 'GET', url: `/api/announcements?cohort_id=${BIG}` },
  'audience (announcements)': { method: 'GET', url: `/api/announcements?cohort_id=${COHORT_A}&audience=${BIG}` },
  'cohort_id (directory)': { method: 'GET', url: `/api/v1/users?cohort_id=${BIG}` },
  'offset (directory)': { method: 'GET', url: `/api/v1/users?cohort_id=${COHORT_A}&offset=${BIG}` },
  'role_id (directory)': { method: 'GET', url: `/api/v1/users?cohort_id=${COHORT_A}&role_id=${BIG}` },
  'offset (videos)': { method: 'GET', url: `/api/v1/videos/?offset=${HUGE}` },
  'courseId (assignments)': {
    method: 'GET',
    url: `/api/canvasassignments?courseId=${BIG}&userEmail=${learner}`,
  },
  'courseId (course data)': { method: 'GET', url: `/api/v1/coursedata?courseId=${HUGE}&email=${learner}` },
  'cohort_id (transcript search)': { method: 'GET', url: `/api/v1/videos/transcript-search?q=ab&cohort_id=${BIG}` },
  'meeting_id (study session details)': { method: 'GET', url: `/api/v1/zoomstudysessiondetails?meeting_id=${BIG}` },
  'video_id (watch data)': {
    method: 'POST',
    url: '/api/uservideoview',
    payload: { user_email: learner, video_id: Number(BIG), watch_details: { views: [] } },
  },
  'stop (watch data)': {
    method: 'POST',
    url: '/api/uservideoview',
    payload: { user_email: learner, video_id: 1, watch_details: { views: [{ start: 0, stop: 1e20, duration: 1 }] } },
  },
  'cohort_id (support request)': {
    method: 'POST',
    url: '/api/v1/supportrequests',
    payload: { request_type_id: 1, source: 'my_cedar', cohort_id: Number(BIG), description: 'x', email: learner },
  },
  'favourite profile id (profile)': {
    method: 'PUT',
    url: `/api/user/${learner}`,
    payload: { user_favorite_profiles: [{ id: Number(HUGE), user_email: 'classmate@cedar.test' }] },
  },
  'NUL in an identifier (path)': { method: 'GET', url: '/api/v1/users/by/lena%00' },
  'NUL in an e-mail (path)': { method: 'PUT', url: '/api/user/learner%00@cedar.test', payload: { first_name: 'L' } },
  'NUL in the beacon e-mail (path)': {
    method: 'POST',
    url: '/api/user/learner%00@cedar.test',
    payload: { is_online: false },
  },
  'NUL in a view history id (path)': { method: 'GET', url: '/api/uservideoview/lea%00rner@cedar.test' },
  'NUL in a study room (path)': { method: 'GET', url: '/api/v1/studysession/room%00' },
  'NUL in a calendar feed token (path)': { method: 'GET', url: '/api/calendar/abc%00def.ics' },
  'NUL in the startup e-mail (query)': { method: 'GET', url: '/api/v1/users/startup?username=learner%00@cedar.test' },
  'NUL in a uuid (query)': { method: 'GET', url: '/api/v1/videos/?uuid=a%00b' },
  'NUL in calendar ids (query)': { method: 'GET', url: '/api/v1/videos/?google_calendar_ids=a%00b' },
  'NUL in a transcript search (query)': { method: 'GET', url: '/api/v1/videos/transcript-search?q=ab%00cd' },
  'NUL in a time zone (query)': { method: 'GET', url: `/api/v1/cohort/${COHORT_A}/calendars?time_zone=UTC%00` },
  'NUL in a profile field (body)': {
    method: 'PUT',
    url: `/api/user/${learner}`,
    payload: { first_name: 'Le\u0000na' },
  },
  'NUL in a social link (body)': {
    method: 'PUT',
    url: `/api/user/${learner}`,
    payload: { user_social_media_links: [{ id: 'x', name: 'X', link: 'https://x.test/\u0000' }] },
  },
  'NUL in a support request (body)': {
    method: 'POST',
    url: '/api/v1/supportrequests',
    payload: { request_type_id: 1, source: 'my_cedar', cohort_id: COHORT_A, description: 'a\u0000b', email: learner },
  },
  'NUL in a study topic (body)': {
    method: 'POST',
    url: '/api/v1/studysessiontopic',
    payload: { host_id: 'room\u0000', topicObj: { topic: 'x' } },
  },
};

describe('out-of-range integers and NUL characters answer 400, never 500', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  for (const [name, testCase] of Object.entries(CASES)) {
    it(name, async () => {
      const response = await portal.request({
        as: testCase.as ?? 'learner',
        method: testCase.method,
        url: testCase.url,
        ...(testCase.payload ? { payload: testCase.payload } : {}),
      });
      assert.equal(response.statusCode, 400, `${testCase.method} ${testCase.url}: ${response.body}`);
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.match(body.message, /^Invalid /);
    });
  }
});
