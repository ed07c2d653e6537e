import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  StaffSupportRequestsEnvelope,
  SupportActionEnvelope,
  SupportRequestActionsEnvelope,
  SupportRequestResponsesEnvelope,
} from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { outboxMessages, supportRequestResponses, supportRequests } from '../../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { insertSupportFixtures, type SupportFixture } from '../../helpers/support-fixtures.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('support request triage', () => {
  let portal: TestPortal;
  let ids: SupportFixture;
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
    ids = await insertSupportFixtures(portal.db);
  });
  after(() => portal.close());

  const list = async (as: PersonKey, query = '') => {
    const response = await portal.request({ as, url: `/api/v1/cohort/${COHORT_A}/supportrequests${query}` });
    return {
      status: response.statusCode,
      rows: (response.json() as StaffSupportRequestsEnvelope).message?.support_requests,
    };
  };
  const byId = async (as: PersonKey, id: number) =>
    (await portal.request({ as, url: `/api/v1/supportrequests?id=${id}&expand=coursestructure,users` })).statusCode;
  const current = async (id: number) =>
    (
      (
        await portal.request({ as: 'programManager', url: `/api/v1/supportrequests?id=${id}` })
      ).json() as StaffSupportRequestsEnvelope
    ).message.support_requests[0]!;
  const act = (as: PersonKey, payload: Record<string, unknown>) =>
    portal.request({ as, method: 'POST', url: '/api/updateSupportRequest', payload });
  const history = async (id: number) =>
    (
      (
        await portal.request({ as: 'programManager', url: `/api/getRequestResponses/${id}` })
      ).json() as SupportRequestResponsesEnvelope
    ).message;

  it("lists a cohort's requests with the requester, personal ones only for those who may see them", async () => {
    const manager = await list('programManager');
    assert.equal(manager.status, 200);
    assert.deepEqual(manager.rows!.map((r) => r.id).sort(), [ids.lesson, ids.personal, ids.grades].sort());
    const lesson = manager.rows!.find((r) => r.id === ids.lesson)!;
    assert.equal(lesson.user_lm.first_name, 'Lena');
    assert.equal(lesson.user_lm.user_slack_id, 'U0LEARNER');
    assert.equal(lesson.cohort_name, 'Cohort A');
    assert.equal(lesson.first_response_at, null);
    assert.equal((await list('support')).rows!.length, 3, 'Support sees personal requests');
    for (const who of ['coach', 'facilitator'] as const) {
      assert.deepEqual((await list(who)).rows!.map((r) => r.request_type_id).sort(), [3, 5], who);
    }
    for (const who of ['limitedAdmin', 'learner', 'otherManager'] as const)
      assert.equal((await list(who)).status, 403, who);
  });

  it('searches names, answer text and id, a quoted phrase as one', async () => {
    const found = async (as: PersonKey, search: string) =>
      (await list(as, `?search=${encodeURIComponent(search)}`)).rows!.map((r) => r.id);
    assert.deepEqual(await found('programManager', '"scope chain"'), [ids.lesson]);
    assert.deepEqual(await found('programManager', '"chain scope"'), []);
    assert.deepEqual(await found('programManager', 'lena closures'), [ids.lesson]);
    assert.deepEqual(await found('programManager', String(ids.grades)), [ids.grades]);
    assert.deepEqual(await found('programManager', 'family'), [ids.personal]);
    assert.deepEqual(await found('coach', 'family'), [], 'search never reveals a personal request');
  });

  it('reads one request by id only where the caller may see it (404 otherwise, 403 without support access)', async () => {
    assert.equal(await byId('coach', ids.lesson), 200);
    assert.equal(await byId('coach', ids.personal), 404);
    assert.equal(await byId('support', ids.personal), 200);
    assert.equal(await byId('programManager', ids.otherCohort), 404, "another cohort's request");
    assert.equal(await byId('programManager', 2_000_000), 404);
    assert.equal(await byId('limitedAdmin', ids.lesson), 403);
    assert.equal(await byId('learner', ids.lesson), 403);
    const responses = (as: PersonKey, id: number) =>
      portal.request({ as, url: `/api/getRequestResponses/${id}` }).then((r) => r.statusCode);
    assert.equal(await responses('coach', ids.personal), 404);
    assert.equal(await responses('support', ids.personal), 200);
  });

  it('lists the six actions to support staff only', async () => {
    const response = await portal.request({ as: 'coach', url: '/api/getSupportRequestActions' });
    assert.deepEqual(
      (response.json() as SupportRequestActionsEnvelope).message.actions.map((a) => a.id),
      [1, 2, 3, 4, 5, 6],
    );
    assert.equal((await portal.request({ as: 'limitedAdmin', url: '/api/getSupportRequestActions' })).statusCode, 403);
  });

  it('responds to the learner: status, sanitised History, mail and Slack in one step', async () => {
    const before = await current(ids.lesson);
    const response = await act('coach', {
      requestId: ids.lesson,
      actionId: 1,
      version: before.version,
      message: '<p>Read chapter 4<script>alert(1)</script></p>',
      email: 'forged@example.com',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { message } = response.json() as SupportActionEnvelope;
    assert.equal(message.message, 'Your response has been sent to learner');
    assert.equal(message.support_request.status, 'responded');
    assert.equal(message.support_request.version, before.version + 1);
    assert.equal(message.support_request.first_response_at, NOW.toISOString());
    const { responses, deliveries } = await history(ids.lesson);
    assert.equal(responses[0]!.response, '<p>Read chapter 4</p>');
    assert.deepEqual(responses[0]!.staff_email_mk_user, { first_name: 'Coco', last_name: 'Fixture' });
    const sent = await portal.db.select().from(outboxMessages).where(eq(outboxMessages.support_request_id, ids.lesson));
    assert.deepEqual(sent.map((m) => [m.channel, m.recipient]).sort(), [
      ['mail', PEOPLE.learner.email],
      ['slack', 'U0LEARNER'],
    ]);
    assert.equal(deliveries.length, 2);
  });

  it('refuses a stale copy (409) and bad input (400), changing nothing', async () => {
    const before = await current(ids.lesson);
    const count = async () =>
      (await portal.db.select().from(supportRequestResponses).where(eq(supportRequestResponses.request_id, ids.lesson)))
        .length;
    const rows = await count();
    const stale = await act('facilitator', {
      requestId: ids.lesson,
      actionId: 4,
      version: before.version - 1,
      message: '<p>x</p>',
    });
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().message, /Someone else has acted/);
    const bad = async (payload: Record<string, unknown>) => (await act('programManager', payload)).statusCode;
    const base = { requestId: ids.lesson, version: before.version };
    assert.equal(await bad({ ...base, actionId: 7, message: '<p>x</p>' }), 400, 'unknown action');
    assert.equal(await bad({ ...base, actionId: 1, message: '<p> </p>' }), 400, 'empty body');
    assert.equal(
      (await act('programManager', { ...base, actionId: 1 })).json().message,
      'You must provide an action body',
    );
    assert.equal(
      (await act('programManager', { ...base, actionId: 2, message: '<p>x</p>' })).json().message,
      'You must provide a title',
    );
    assert.equal(await bad({ ...base, actionId: 6 }), 400, 'reopen an open request');
    assert.equal(await bad({ ...base, actionId: 4, message: 'x', status: 'closed' }), 400, 'unknown field');
    assert.equal(await bad({ ...base, actionId: 4, message: 'x', cohort_id: COHORT_B }), 400, 'no cohort field');
    assert.equal(
      await bad({ requestId: ids.grades, version: 1, actionId: 2, inscribeTitle: 'T', message: '<p>x</p>' }),
      400,
      'no Inscribe for grades',
    );
    assert.equal(await count(), rows);
    assert.equal((await current(ids.lesson)).version, before.version);
  });

  it("keeps personal requests and other cohorts' requests out of reach of actions", async () => {
    const payload = (requestId: number) => ({ requestId, actionId: 4, version: 1, message: '<p>note</p>' });
    assert.equal((await act('coach', payload(ids.personal))).statusCode, 404);
    assert.equal((await act('programManager', payload(ids.otherCohort))).statusCode, 404);
    assert.equal((await act('otherManager', payload(ids.lesson))).statusCode, 404, 'ids are not probed');
    assert.equal((await act('limitedAdmin', payload(ids.lesson))).statusCode, 403);
    assert.equal((await act('support', payload(ids.personal))).statusCode, 200);
  });

  it('lets one of two simultaneous actions win; the other gets 409', async () => {
    const { version } = await current(ids.grades);
    const [a, b] = await Promise.all([
      act('programManager', { requestId: ids.grades, actionId: 4, version, message: '<p>first</p>' }),
      act('support', { requestId: ids.grades, actionId: 5, version }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    assert.equal((await history(ids.grades)).responses.length, 1);
  });

  it('closes and reopens: Close for a request not closed, Reopen only for a closed one', async () => {
    let { version } = await current(ids.lesson);
    const close = await act('programManager', { requestId: ids.lesson, actionId: 5, version });
    assert.equal(close.json().message.message, 'The request has been closed');
    version += 1;
    assert.equal((await act('programManager', { requestId: ids.lesson, actionId: 5, version })).statusCode, 400);
    const reopen = await act('programManager', { requestId: ids.lesson, actionId: 6, version });
    assert.equal(reopen.json().message.support_request.status, 'reopened');
    const { responses } = await history(ids.lesson);
    assert.deepEqual(
      responses.slice(0, 3).map((r) => r.action_id),
      [6, 5, 1],
      'newest first',
    );
    const [row] = await portal.db.select().from(supportRequests).where(eq(supportRequests.id, ids.lesson));
    assert.equal(row!.status, 'reopened');
  });

  it('shows the learner the replies under their own requests, never internal comments', async () => {
    const { version } = await current(ids.lesson);
    await act('programManager', { requestId: ids.lesson, actionId: 4, version, message: '<p>Internal only</p>' });
    const mine = await portal.request({ as: 'learner', url: '/api/v1/supportrequests/mine' });
    const request = mine.json().message.support_requests.find((r: { id: number }) => r.id === ids.lesson);
    assert.deepEqual(
      request.replies.map((r: { response: string }) => r.response),
      ['<p>Read chapter 4</p>'],
    );
  });
});
