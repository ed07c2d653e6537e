import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadAdaptersConfig } from '../../src/adapters/config.ts';
import { httpInscribe } from '../../src/adapters/inscribe/index.ts';
import { cohorts, outboxMessages } from '../../src/db/schema/index.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { insertSupportFixtures, type SupportFixture } from '../helpers/support-fixtures.ts';

const TOKEN = 'inscribe-test-token';

interface Call {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

/**
 * A local server answering the assumed Inscribe posts API (ADR 0035): 201 with the post's JSON,
 * 401 for a wrong token, 503 for the next `failNext` calls.
 */
async function startInscribe() {
  const calls: Call[] = [];
  const state = { failNext: 0 };
  const server = createServer(async (request, response) => {
    const raw = await read(request);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
    response.setHeader('content-type', 'application/json');
    const answer = (status: number, json: object) => {
      response.statusCode = status;
      response.end(JSON.stringify(json));
    };
    const match = /^\/api\/v1\/communities\/(\d+)\/posts$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return answer(404, { error: 'not_found' });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error: 'invalid_token' });
    if (state.failNext > 0) {
      state.failNext -= 1;
      return answer(503, { message: 'Service temporarily unavailable' });
    }
    answer(201, { id: calls.length, community_id: Number(match[1]), title: body.title, url: 'https://x.test/p/1' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    state,
    apiUrl: `http://127.0.0.1:${port}/api/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const POST = {
  communityId: '4242',
  title: 'Closures and the scope chain',
  body: 'How does a closure keep its variables?',
  author: { role: 'staff' as const, email: 'coach@cedar.test' },
  idempotencyKey: 'cedar-outbox-7',
};

describe('Inscribe settings', () => {
  it('keeps posts in the outbox unless both INSCRIBE_API_URL and INSCRIBE_API_TOKEN are set', () => {
    assert.deepEqual(loadAdaptersConfig({}).inscribe, { kind: 'outbox' });
    assert.deepEqual(
      loadAdaptersConfig({ INSCRIBE_API_URL: 'https://api.inscribe.test/v1', INSCRIBE_API_TOKEN: 't' }).inscribe,
      { kind: 'http', apiUrl: 'https://api.inscribe.test/v1', token: 't' },
    );
    assert.throws(() => loadAdaptersConfig({ INSCRIBE_API_TOKEN: 't' }), /go together/);
    assert.throws(() => loadAdaptersConfig({ INSCRIBE_API_URL: 'https://x.test' }), /go together/);
    assert.throws(() => loadAdaptersConfig({ INSCRIBE_API_URL: 'x.test', INSCRIBE_API_TOKEN: 't' }), /http/);
  });
});

describe('Inscribe adapter (HTTP posts API)', () => {
  let inscribe: Awaited<ReturnType<typeof startInscribe>>;
  before(async () => {
    inscribe = await startInscribe();
  });
  after(() => inscribe.close());

  it("posts title, body and author to the community with the bearer token and the message's idempotency key", async () => {
    await httpInscribe({ apiUrl: `${inscribe.apiUrl}/`, token: TOKEN }).post(POST);
    const [call] = inscribe.calls;
    assert.equal(call!.method, 'POST');
    assert.equal(call!.path, '/api/v1/communities/4242/posts');
    assert.equal(call!.headers.authorization, `Bearer ${TOKEN}`);
    assert.equal(call!.headers['content-type'], 'application/json');
    assert.equal(call!.headers.accept, 'application/json');
    assert.equal(call!.headers['idempotency-key'], 'cedar-outbox-7');
    assert.deepEqual(call!.body, {
      title: 'Closures and the scope chain',
      body: 'How does a closure keep its variables?',
      author: { role: 'staff', email: 'coach@cedar.test' },
    });
  });

  it("fails with Inscribe's status and reason on a refused token or an outage", async () => {
    await assert.rejects(
      httpInscribe({ apiUrl: inscribe.apiUrl, token: 'wrong' }).post(POST),
      /Inscribe answered 401: invalid_token/,
    );
    inscribe.state.failNext = 1;
    await assert.rejects(
      httpInscribe({ apiUrl: inscribe.apiUrl, token: TOKEN }).post(POST),
      /Inscribe answered 503: Service temporarily unavailable/,
    );
  });

  it('refuses, without calling, a cohort that has no Inscribe community id', async () => {
    const before = inscribe.calls.length;
    await assert.rejects(
      httpInscribe({ apiUrl: inscribe.apiUrl, token: TOKEN }).post({ ...POST, communityId: 'cohort-1' }),
      /no Inscribe community id/,
    );
    assert.equal(inscribe.calls.length, before);
  });
});

describe('Send to Inscribe through the outbox', () => {
  let inscribe: Awaited<ReturnType<typeof startInscribe>>;
  let portal: TestPortal;
  let ids: SupportFixture;
  before(async () => {
    inscribe = await startInscribe();
    portal = await startTestPortal({
      outbox: { retryEveryMs: 0, inscribe: httpInscribe({ apiUrl: inscribe.apiUrl, token: TOKEN }) },
    });
    ids = await insertSupportFixtures(portal.db);
    await portal.db.update(cohorts).set({ inscribe_community_id: '4242' }).where(eq(cohorts.cohort_id, COHORT_A));
  });
  after(async () => {
    await portal.close();
    await inscribe.close();
  });

  const version = async (as: PersonKey, id: number) =>
    (await portal.request({ as, url: `/api/v1/supportrequests?id=${id}` })).json().message.support_requests[0]
      .version as number;
  const send = async (as: PersonKey, requestId: number, extra: Record<string, unknown> = {}) =>
    portal.request({
      as,
      method: 'POST',
      url: '/api/updateSupportRequest',
      payload: {
        requestId,
        actionId: 2,
        version: await version(as, requestId),
        inscribeTitle: 'Closures',
        message: '<p>How do closures capture variables?</p>',
        ...extra,
      },
    });
  const inscribeRows = async (requestId: number) =>
    (await portal.db.select().from(outboxMessages).where(eq(outboxMessages.support_request_id, requestId)))
      .filter((r) => r.channel === 'inscribe')
      .sort((a, b) => a.id - b.id);

  it('answers staff while Inscribe is down, shows the failure on the History, and posts once on retry', async () => {
    inscribe.state.failNext = 1;
    const response = await send('coach', ids.lesson, {
      inscribeSender: 'learner',
      inscribeSenderEmail: 'forged@example.com',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message.message, 'The message has been sent to inscribe');
    // Delivery runs after the answer; wait for its attempt to be recorded.
    for (let i = 0; i < 100 && (await inscribeRows(ids.lesson))[0]?.attempts !== 1; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    const [failed] = await inscribeRows(ids.lesson);
    assert.equal(failed!.status, 'pending');
    assert.equal(failed!.recipient, '4242');
    assert.match(failed!.last_error ?? '', /Inscribe answered 503/);
    const history = await portal.request({ as: 'coach', url: `/api/getRequestResponses/${ids.lesson}` });
    const shown = history.json().message.deliveries.find((d: { channel: string }) => d.channel === 'inscribe');
    assert.equal(shown.status, 'pending', 'the History shows the failed delivery');
    assert.match(shown.last_error, /503/);

    await portal.app.outbox.retryPending();
    const [delivered] = await inscribeRows(ids.lesson);
    assert.equal(delivered!.status, 'delivered');
    assert.equal(delivered!.attempts, 2);
    const posts = inscribe.calls.filter((c) => c.path === '/api/v1/communities/4242/posts');
    assert.equal(posts.length, 2, 'one failed call, one post');
    assert.equal(posts[0]!.headers['idempotency-key'], posts[1]!.headers['idempotency-key']);
    assert.deepEqual(posts[1]!.body, {
      title: 'Closures',
      body: 'How do closures capture variables?',
      author: { role: 'learner', email: PEOPLE.learner.email },
    });
  });

  it('posts as the staff member who sends it, whatever e-mail the body names', async () => {
    const response = await send('programManager', ids.lesson, {
      inscribeSender: 'staff',
      inscribeSenderEmail: 'forged@example.com',
    });
    assert.equal(response.statusCode, 200, response.body);
    await portal.app.outbox.retryPending();
    const rows = await inscribeRows(ids.lesson);
    assert.equal(rows.at(-1)!.status, 'delivered');
    assert.deepEqual(inscribe.calls.at(-1)!.body.author, { role: 'staff', email: PEOPLE.programManager.email });
  });

  it('refuses Send to Inscribe for request types 4, 5 and 6, sending nothing', async () => {
    const calls = inscribe.calls.length;
    const refused: Array<[PersonKey, number]> = [
      ['support', ids.personal],
      ['programManager', ids.grades],
      ['otherManager', ids.otherCohort],
    ];
    for (const [as, requestId] of refused) {
      const response = await send(as, requestId);
      assert.equal(response.statusCode, 400, `${as} on ${requestId}: ${response.body}`);
      assert.match(response.json().message, /not available/);
      assert.deepEqual(await inscribeRows(requestId), []);
    }
    assert.equal(inscribe.calls.length, calls);
  });
});
