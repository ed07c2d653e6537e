import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { etagOf, ifNoneMatchHits } from '../../src/plugins/app/etag.ts';
import { studySessions } from '../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../helpers/dashboard-fixtures.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const CONNECTION = `/api/v1/cohort/${COHORT_A}/connection`;
const ANNOUNCEMENTS = `/api/announcements?filtered=true&expand=cohorts&audience=1&cohort_id=${COHORT_A}`;
const STUDY_SESSION = `/api/v1/studysession/room-${COHORT_A}`;

/** The headers every tagged answer carries, 200 or 304. */
function assertTagged(response: LightMyRequestResponse): string {
  const tag = response.headers.etag;
  assert.equal(typeof tag, 'string', `no ETag on ${response.statusCode}`);
  assert.match(tag as string, /^"[A-Za-z0-9_-]{43}"$/, 'a strong, quoted SHA-256 tag');
  assert.equal(response.headers['cache-control'], 'private, no-cache');
  assert.match(String(response.headers.vary), /\bAuthorization\b/i);
  // The security headers (ADR 0004) stay on.
  assert.ok(response.headers['content-security-policy']);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  return tag as string;
}

function assertUntagged(response: LightMyRequestResponse): void {
  assert.equal(response.headers.etag, undefined, `ETag on ${response.statusCode}`);
  assert.notEqual(response.headers['cache-control'], 'private, no-cache');
}

describe('ETags on polled API answers', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  const get = (as: PersonKey | null, url: string, ifNoneMatch?: string) =>
    portal.request({ as, method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

  for (const [name, url] of [
    ['connection data', CONNECTION],
    ['announcements', ANNOUNCEMENTS],
    ['the running study session', STUDY_SESSION],
  ] as const) {
    it(`tags ${name} with a hash of the body and answers 304, bodiless, when it matches`, async () => {
      const first = await get('learner', url);
      assert.equal(first.statusCode, 200, first.body);
      const tag = assertTagged(first);
      assert.equal(tag, etagOf(first.rawPayload));

      const again = await get('learner', url, tag);
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
      assert.equal(again.headers['content-type'], undefined);
      assert.equal(again.headers['content-length'], undefined);
      assert.equal(assertTagged(again), tag);

      // Weak comparison and lists, as browsers and proxies send them.
      assert.equal((await get('learner', url, `"other", W/${tag}`)).statusCode, 304);
      const stale = await get('learner', url, '"something-else"');
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.body, first.body);
    });
  }

  it('answers 200 with the new body and a new tag once the data changes', async () => {
    const before = await get('learner', ANNOUNCEMENTS);
    const tag = assertTagged(before);
    const posted = await portal.request({
      as: 'facilitator',
      method: 'POST',
      url: '/api/announcement',
      payload: { body: '<p>Fresh news</p>', post_as: 'myself', audience: 3, cohort_id: COHORT_A },
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const after = await get('learner', ANNOUNCEMENTS, tag);
    assert.equal(after.statusCode, 200);
    assert.match(after.body, /Fresh news/);
    const fresh = assertTagged(after);
    assert.notEqual(fresh, tag);
    assert.equal((await get('learner', ANNOUNCEMENTS, fresh)).statusCode, 304);
  });

  it('follows a study session starting and ending', async () => {
    const idle = await get('learner', STUDY_SESSION);
    const idleTag = assertTagged(idle);
    const started = await portal.request({
      as: 'learner',
      method: 'POST',
      url: STUDY_SESSION,
      payload: { userEmail: PEOPLE.learner.email, topic: 'Caching' },
    });
    assert.equal(started.statusCode, 200, started.body);
    const running = await get('learner', STUDY_SESSION, idleTag);
    assert.equal(running.statusCode, 200);
    const runningTag = assertTagged(running);
    assert.notEqual(runningTag, idleTag);
    assert.equal((await get('learner', STUDY_SESSION, runningTag)).statusCode, 304);
    await portal.db.delete(studySessions);
    // Written behind the API's back: tell the polled answers, as a write through it would.
    portal.app.changes.bump(['all']);
    const ended = await get('learner', STUDY_SESSION, runningTag);
    assert.equal(ended.statusCode, 200);
    assert.equal(assertTagged(ended), idleTag, 'the same bytes give the same tag');
  });

  it("never turns one caller's tag into another caller's 304 when their answers differ", async () => {
    // Staff see members hidden from learners: the two connection answers differ.
    const learner = await get('learner', CONNECTION);
    const coach = await get('coach', CONNECTION);
    assert.equal(learner.statusCode, 200);
    assert.equal(coach.statusCode, 200);
    assert.notEqual(learner.body, coach.body);
    const learnerTag = assertTagged(learner);
    assert.notEqual(assertTagged(coach), learnerTag);
    const crossed = await get('coach', CONNECTION, learnerTag);
    assert.equal(crossed.statusCode, 200);
    assert.equal(crossed.body, coach.body);
    // A caller outside the cohort is refused, tag or not.
    const outsider = await get('otherLearner', CONNECTION, learnerTag);
    assert.equal(outsider.statusCode, 403);
    assertUntagged(outsider);
  });

  it('puts no tag on errors, anonymous or public answers, or writes', async () => {
    const anonymous = await get(null, CONNECTION);
    assert.equal(anonymous.statusCode, 401);
    assertUntagged(anonymous);
    const missing = await get('learner', '/api/v1/cohort/999999/connection');
    assert.ok(missing.statusCode >= 400, String(missing.statusCode));
    assertUntagged(missing);
    const invalid = await get('learner', '/api/announcements');
    assert.equal(invalid.statusCode, 400);
    assertUntagged(invalid);
    const noRoute = await get('learner', '/api/v1/nothing-here');
    assert.equal(noRoute.statusCode, 404);
    assertUntagged(noRoute);

    const health = await get('learner', '/api/health');
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers.etag, undefined);
    assert.equal(health.headers['cache-control'], 'no-store');
    const config = await get('learner', '/portal-config.json');
    assert.equal(config.statusCode, 200);
    assert.equal(config.headers.etag, undefined);
    assert.equal(config.headers['cache-control'], 'no-store');

    const write = await portal.request({
      as: 'learner',
      method: 'POST',
      url: STUDY_SESSION,
      payload: { userEmail: PEOPLE.learner.email, topic: 'Writes' },
    });
    assert.equal(write.statusCode, 200, write.body);
    assert.equal(write.headers.etag, undefined);
    await portal.db.delete(studySessions);
  });

  it('reads If-None-Match as RFC 9110 says', () => {
    const tag = '"abc"';
    assert.equal(ifNoneMatchHits(undefined, tag), false);
    assert.equal(ifNoneMatchHits('"abc"', tag), true);
    assert.equal(ifNoneMatchHits('W/"abc"', tag), true);
    assert.equal(ifNoneMatchHits('"x", "abc"', tag), true);
    assert.equal(ifNoneMatchHits('*', tag), true);
    assert.equal(ifNoneMatchHits('"abcd"', tag), false);
    assert.equal(ifNoneMatchHits('abc', tag), false);
  });
});
