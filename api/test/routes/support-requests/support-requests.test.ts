import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MySupportRequestsEnvelope, SupportRequestEnvelope } from '@cedar/shared/contract';
import { encodeSupportDescription, parseSupportDescription } from '@cedar/shared/domain';
import { DASHBOARD_NOW, insertDashboardFixtures, LMS_A } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('support requests', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const payload = (who: PersonKey, overrides: Record<string, unknown> = {}) => ({
    request_type_id: 1,
    source: 'my_cedar',
    lms_course_id: LMS_A,
    cohort_id: COHORT_A,
    user_lms_id: 'forged',
    user_slack_id: null,
    description: encodeSupportDescription(1, {
      challenge: '<p>My tests &amp; my code disagree<script>alert(1)</script></p>',
      solution: '<p>I tried <code>a=b</code></p>',
      link: 'https://github.com/me/repo?x=1&y=2',
    }),
    email: PEOPLE[who].email,
    ...overrides,
  });
  const send = (as: PersonKey, body: Record<string, unknown>) =>
    portal.request({ as, method: 'POST', url: '/api/v1/supportrequests', payload: body });

  it("stores a request with sanitised answers, in the sender's name", async () => {
    const response = await send('learner', payload('learner'));
    assert.equal(response.statusCode, 201, response.body);
    const { support_request } = (response.json() as SupportRequestEnvelope).message;
    assert.equal(support_request.status, 'awaiting_review');
    assert.equal(support_request.cohort_name, 'Cohort A');
    assert.equal(support_request.lms_course_id, LMS_A);
    assert.equal(support_request.created_at, DASHBOARD_NOW.toISOString());
    assert.deepEqual(parseSupportDescription(support_request.description), {
      challenge: '<p>My tests &amp; my code disagree</p>',
      solution: '<p>I tried <code>a=b</code></p>',
      link: 'https://github.com/me/repo?x=1&amp;y=2',
    });
  });

  it('needs the required answers of the type, and only its questions', async () => {
    const status = async (overrides: Record<string, unknown>) =>
      (await send('learner', payload('learner', overrides))).statusCode;
    assert.equal(await status({ description: 'challenge=<p>only</p>' }), 400);
    assert.equal(
      await status({ description: 'challenge=<p><br></p>&solution=<p>x</p>' }),
      400,
      'empty rich text is empty',
    );
    assert.equal(await status({ request_type_id: 3, description: 'additional=<p>x</p>' }), 400);
    assert.equal(await status({ request_type_id: 3, description: 'struggling=<p>x</p>' }), 201);
    assert.equal(await status({ request_type_id: 4, description: 'grades=<p>x</p>' }), 400, 'not a personal question');
    assert.equal(await status({ request_type_id: 6, description: 'just text' }), 400);
    assert.equal(await status({ request_type_id: 7 }), 400);
    assert.equal(await status({ source: 'support_hub' }), 400);
    assert.equal(await status({ status: 'closed' }), 400, 'unknown fields are refused');
  });

  it("refuses requests in somebody else's name or for another cohort", async () => {
    // Another learner of cohort A: the learner above has spent their budget (every attempt counts).
    assert.equal((await send('private', payload('classmate'))).statusCode, 403);
    assert.equal((await send('private', payload('private', { cohort_id: COHORT_B }))).statusCode, 403);
    assert.equal((await send('otherLearner', payload('otherLearner'))).statusCode, 403);
    assert.equal(
      (await portal.request({ method: 'POST', url: '/api/v1/supportrequests', payload: payload('learner') }))
        .statusCode,
      401,
    );
  });

  it("files a request under a course of its cohort: another cohort's course is not taken", async () => {
    const filed = async (lmsCourseId: unknown) => {
      const response = await send('private', payload('private', { lms_course_id: lmsCourseId }));
      assert.equal(response.statusCode, 201, response.body);
      return (response.json() as SupportRequestEnvelope).message.support_request.lms_course_id;
    };
    assert.equal(await filed(LMS_A), LMS_A);
    // 5202 is the course of cohort B: the request stays with cohort A's course.
    assert.equal(await filed('5202'), LMS_A);
    assert.equal(await filed('no-such-course'), LMS_A);
    assert.equal(await filed(null), LMS_A);
  });

  it("lists the sender's own requests with status and last update", async () => {
    await send('classmate', payload('classmate', { request_type_id: 6, description: 'other=<p>Mine</p>' }));
    const response = await portal.request({ as: 'classmate', method: 'GET', url: '/api/v1/supportrequests/mine' });
    assert.equal(response.statusCode, 200, response.body);
    const { support_requests } = (response.json() as MySupportRequestsEnvelope).message;
    assert.deepEqual(
      support_requests.map((r) => [r.request_type_id, r.status, r.updated_at]),
      [[6, 'awaiting_review', DASHBOARD_NOW.toISOString()]],
    );
    const learners = (
      await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/supportrequests/mine' })
    ).json();
    assert.ok((learners as MySupportRequestsEnvelope).message.support_requests.every((r) => r.cohort_id === COHORT_A));
  });

  it('limits how many requests one person sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await send('coach', payload('coach'))).statusCode);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(201));
    assert.equal(statuses[10], 429);
    assert.equal(
      (await send('facilitator', payload('facilitator'))).statusCode,
      201,
      'each person has their own budget',
    );
  });
});
