import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import { ACCOUNTS } from '../support/accounts.ts';
import { PANELS, expectDashboardLoaded, openDashboard, panel } from '../support/dashboard.ts';

const CONNECTION = /\/api\/v1\/cohort\/\d+\/connection$/;
const LEARNER_ROLE = 1;

interface Member {
  user_email: string;
  user_role_id: number;
  is_visible: boolean;
  user_email_mk_user: { is_online?: boolean };
}
interface Connection {
  message: { cohort: { mk_user_courses: Member[]; learner_summary?: { online_count: number } } };
}

/** One connection request as it went over the wire (CDP's raw headers), and what the page was handed. */
interface Poll {
  requestId: string;
  ifNoneMatch?: string;
  wireStatus?: number;
  etag?: string;
  /** The status Playwright's page.on('response') reports (a revalidated answer shows as the cached 200). */
  pageStatus?: number;
  body?: Connection;
}

/**
 * Watches the connection data's requests through the Chrome DevTools Protocol: the request
 * headers actually sent (If-None-Match is added by the browser's cache, below fetch) and the
 * status that actually came back (a 304 reaches the page as the cached 200).
 */
async function watchConnectionPolls(page: Page): Promise<Poll[] & { authorization?: string; url?: string }> {
  const polls: Poll[] & { authorization?: string; url?: string } = [];
  const byId = new Map<string, Poll>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { ifNoneMatch?: string; wireStatus?: number; etag?: string }>();
  const extra = (id: string) => byId.get(id) ?? pending.get(id) ?? pending.set(id, {}).get(id)!;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.method !== 'GET' || !CONNECTION.test(new URL(event.request.url).pathname)) return;
    const poll: Poll = { requestId: event.requestId, ...pending.get(event.requestId) };
    pending.delete(event.requestId);
    byId.set(event.requestId, poll);
    polls.push(poll);
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const header = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'if-none-match');
    if (header) extra(event.requestId).ifNoneMatch = String(header[1]);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const target = extra(event.requestId);
    target.wireStatus = event.statusCode;
    const etag = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'etag');
    if (etag) target.etag = String(etag[1]);
  });
  page.on('request', (request) => {
    if (!CONNECTION.test(new URL(request.url()).pathname)) return;
    polls.authorization = request.headers().authorization;
    polls.url = request.url();
  });
  page.on('response', async (response) => {
    if (response.request().method() !== 'GET' || !CONNECTION.test(new URL(response.url()).pathname)) return;
    // The page's view, matched to the CDP request by order: one poll is in flight at a time.
    const poll = polls.find((p) => p.pageStatus === undefined);
    if (!poll) return;
    poll.pageStatus = response.status();
    poll.body = (await response.json().catch(() => undefined)) as Connection | undefined;
  });
  return polls;
}

/** A poll is settled once the page has read its body and CDP has told its status on the wire (events arrive apart). */
const settled = (poll: Poll | undefined) => poll?.body !== undefined && poll.wireStatus !== undefined;

/**
 * The panel's Online Now figure: the API's count in the panel view the dashboard polls (ADR
 * 0041), else the rule (§5) over the members: visible learners marked online, the viewer
 * included, each once.
 */
const onlineLearners = (body: Connection) =>
  body.message.cohort.learner_summary?.online_count ??
  new Set(
    body.message.cohort.mk_user_courses
      .filter((m) => m.user_role_id === LEARNER_ROLE && m.is_visible && m.user_email_mk_user.is_online)
      .map((m) => m.user_email.toLowerCase()),
  ).size;

/** A token for another member, signed with the e2e portal's own provider key (as the bench does). */
async function tokenFor(email: string, like: string): Promise<string> {
  const workDir = process.env.CEDAR_E2E_WORK_DIR;
  if (!workDir) throw new Error('CEDAR_E2E_WORK_DIR is set by the global setup');
  const jwks = JSON.parse(readFileSync(join(workDir, 'data', 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
  const jwk = jwks.keys[0]!;
  return await new SignJWT({ ...decodeJwt(like), email, sub: email })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}

/**
 * ADR 0010: the connection data (polled every 30 s) carries a strong ETag and
 * `Cache-Control: private, no-cache`, so the browser revalidates its cached answer with
 * If-None-Match and the API answers 304 with no body while nothing changed; the dashboard
 * gets the cached 200 and keeps rendering, and takes the new answer once the data changes.
 * Playwright's clock moves the page's timers past each poll.
 */
test('Classmates (pre-start learner): polls of unchanged connection data revalidate to 304, a change comes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const polls = await watchConnectionPolls(page);
  await openDashboard(page, ACCOUNTS.prestart);
  // The page loads again with Playwright's clock, which then moves its timers past each poll.
  await page.clock.install();
  await page.reload();
  await expectDashboardLoaded(page);
  // The Classmates panel of a pre-start course, with the counts (titled Your Cohort, ADR 0012).
  const classmates = panel(page, PANELS.cohort);
  const onlineNow = classmates.getByRole('definition').first();
  await expect(onlineNow).toHaveText(/^\d+$/);
  await expect.poll(() => polls.length >= 2 && polls.every((p) => p.body)).toBe(true);
  const first = polls[0]!;
  expect(first.wireStatus).toBe(200);
  expect(first.etag).toMatch(/^"[\w-]+"$/);
  // The reload already revalidated the answer the browser held (304, or 200 if presence changed meanwhile).
  expect(polls.at(-1)!.ifNoneMatch).toBe(polls.at(-2)!.etag);
  const shown = Number(await onlineNow.textContent());
  expect(shown).toBe(onlineLearners(polls.at(-1)!.body!));

  // The next polls: sent with the cached answer's tag, answered 304. Seeded presence can
  // lapse between two polls (the body then really changed), so a few polls are allowed.
  let revalidated: Poll | undefined;
  for (let attempt = 0; attempt < 3 && !revalidated; attempt++) {
    const before = polls.length;
    await page.clock.runFor(31_000);
    await expect.poll(() => settled(polls[before]), { timeout: 20_000 }).toBe(true);
    const poll = polls[before]!;
    expect(poll.ifNoneMatch, 'the browser revalidates the answer it holds').toBe(polls[before - 1]!.etag);
    if (poll.wireStatus === 304) revalidated = poll;
  }
  expect(revalidated, 'an unchanged poll comes back 304').toBeTruthy();
  expect(revalidated!.pageStatus, 'the page is handed the cached answer').toBe(200);
  expect(revalidated!.body).toEqual(polls[polls.indexOf(revalidated!) - 1]!.body);
  // The panel keeps the answer the 304 confirmed: the one shown before the loop unless a poll
  // above really changed it (then the panel took that change, as below).
  await expect(onlineNow).toHaveText(String(onlineLearners(revalidated!.body!)));

  // A classmate comes online: the next poll sends the old tag and gets the new body (200).
  const config = (await page.request.get('/portal-config.json').then((r) => r.json())) as { apiKey?: string };
  const learnerToken = (polls.authorization ?? '').replace(/^Bearer /, '');
  expect(learnerToken, 'the dashboard sends its bearer token').not.toBe('');
  // The panel view names no members: the full answer (no view) lists them.
  const members = async () => {
    const url = new URL(polls.url!);
    const response = await page.request.get(`${url.origin}${url.pathname}`, {
      headers: { authorization: `Bearer ${learnerToken}`, ...(config.apiKey ? { 'x-api-key': config.apiKey } : {}) },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as Connection).message.cohort.mk_user_courses;
  };
  const offline = (await members()).find(
    (m) =>
      m.user_role_id === LEARNER_ROLE &&
      m.is_visible &&
      m.user_email !== ACCOUNTS.prestart &&
      !m.user_email_mk_user.is_online,
  );
  expect(offline, 'the seeded cohort has an offline classmate').toBeTruthy();
  const heartbeat = await page.request.post('/api/v1/presence/heartbeat', {
    headers: {
      authorization: `Bearer ${await tokenFor(offline!.user_email, learnerToken)}`,
      ...(config.apiKey ? { 'x-api-key': config.apiKey } : {}),
    },
  });
  expect(heartbeat.status()).toBe(200);

  const before = polls.length;
  const held = polls[before - 1]!;
  await page.clock.runFor(31_000);
  await expect.poll(() => settled(polls[before]), { timeout: 20_000 }).toBe(true);
  const changed = polls[before]!;
  expect(changed.ifNoneMatch).toBe(held.etag);
  expect(changed.wireStatus).toBe(200);
  expect(changed.etag).not.toBe(held.etag);
  const member = (await members()).find((m) => m.user_email === offline!.user_email);
  expect(member?.user_email_mk_user.is_online).toBe(true);
  await expect(onlineNow).toHaveText(String(onlineLearners(changed.body!)));
});
