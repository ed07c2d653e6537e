import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { StaffSupportRequestsEnvelope } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { supportRequests } from '../../../src/db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/database.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const LIST = `/api/v1/cohort/${COHORT_A}/supportrequests?expand=coursestructure,users&limit=400`;
const START = new Date('2026-11-25T12:00:00Z').getTime();

/** The spec's full list: 400 requests, a sixth of them personal (type 4), long enough to pass 256 KB. */
function fullList() {
  const answer = `<p>${'I followed the lesson on closures and the scope chain, '.repeat(12)}</p>`;
  return Array.from({ length: 400 }, (_, i) => ({
    request_type_id: 1 + (i % 6),
    description: `challenge=${answer}&solution=<p>Request ${i}</p>`,
    cohort_id: COHORT_A,
    user_email: i % 2 ? PEOPLE.learner.email : PEOPLE.classmate.email,
    source: 'my_cedar',
    created_at: new Date(START - i * 60_000),
    updated_at: new Date(START - i * 60_000),
  }));
}

describe("a cohort's support-request list polled by its staff (ADR 0043)", () => {
  let database: TestDatabase;
  let portal: TestPortal;
  let clock = START;
  before(async () => {
    database = await openTestDatabase({ seed: false });
    portal = await startTestPortal({ database, now: () => new Date(clock) });
    await portal.db.insert(supportRequests).values(fullList());
    portal.app.changes.bump(['all']);
  });
  after(() => portal.close());

  const poll = (as: PersonKey, headers: Record<string, string> = {}) =>
    portal.request({ as, method: 'GET', url: LIST, headers });
  const rowsOf = (body: string) => (JSON.parse(body) as StaffSupportRequestsEnvelope).message.support_requests;

  it('answers a list over 256 KB from memory: plain polls and revalidations make no query', async () => {
    const first = await poll('programManager');
    assert.equal(first.statusCode, 200, first.body);
    assert.ok(first.body.length > 256 * 1024, `${first.body.length} bytes`);
    assert.equal(rowsOf(first.body).length, 400);
    const etag = String(first.headers.etag);
    const before = database.queryCount();
    const plain = await poll('programManager');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.body, first.body);
    assert.equal(plain.headers.etag, etag);
    const revalidated = await poll('programManager', { 'if-none-match': etag });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    assert.equal(database.queryCount() - before, 0, 'no query while nothing changed');
  });

  it('makes one answer for the staff who see the same requests, and keeps the rules of who sees what', async () => {
    const manager = await poll('programManager');
    const support = await poll('support');
    assert.equal(support.statusCode, 200);
    assert.equal(support.headers.etag, manager.headers.etag, 'Support sees personal requests too');
    const coach = await poll('coach');
    assert.equal(coach.statusCode, 200);
    const coachRows = rowsOf(coach.body);
    assert.ok(coachRows.length > 0 && coachRows.every((r) => r.request_type_id !== 4), 'no personal request');
    assert.notEqual(coach.headers.etag, manager.headers.etag);
    // Another caller's remembered answer is never theirs, whatever tag they send.
    for (const who of ['learner', 'limitedAdmin', 'otherManager'] as const) {
      assert.equal((await poll(who, { 'if-none-match': String(manager.headers.etag) })).statusCode, 403, who);
    }
  });

  it('compresses once: brotli and gzip carry the same JSON under the same tag', async () => {
    const plain = await poll('programManager');
    const br = await poll('programManager', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /Accept-Encoding/i);
    assert.equal(br.headers.etag, plain.headers.etag);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gzip = await poll('programManager', { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    const tag = String(plain.headers.etag);
    assert.equal((await poll('programManager', { 'accept-encoding': 'br', 'if-none-match': tag })).statusCode, 304);
  });

  it("shows a staff member's action in everyone's next poll", async () => {
    const first = await poll('support');
    const request = rowsOf(first.body).find((r) => r.request_type_id === 3)!;
    const acted = await portal.request({
      as: 'coach',
      method: 'POST',
      url: '/api/updateSupportRequest',
      payload: { requestId: request.id, actionId: 1, version: request.version, message: '<p>See chapter 4</p>' },
    });
    assert.equal(acted.statusCode, 200, acted.body);
    for (const who of ['support', 'programManager', 'coach'] as const) {
      const next = await poll(who, { 'if-none-match': String(first.headers.etag) });
      assert.equal(next.statusCode, 200, who);
      assert.equal(rowsOf(next.body).find((r) => r.id === request.id)!.status, 'responded', who);
    }
  });

  it('shows a write made outside the API within 15 s of when the list was last checked, to every caller', async () => {
    portal.app.changes.bump(['all']);
    const first = await poll('programManager');
    const [newest] = rowsOf(first.body);
    const tag = String(first.headers.etag);
    clock += 10_000;
    // A colleague's poll takes the same list, checked 10 s ago: it holds 5 s more, not 15.
    assert.equal((await poll('support')).headers.etag, tag);
    await portal.db
      .update(supportRequests)
      .set({ status: 'closed', version: newest!.version + 1 })
      .where(eq(supportRequests.id, newest!.id));
    assert.equal((await poll('programManager', { 'if-none-match': tag })).statusCode, 304, 'no version moved');
    clock += 5_000;
    for (const who of ['programManager', 'support'] as const) {
      const later = await poll(who, { 'if-none-match': tag });
      assert.equal(later.statusCode, 200, who);
      assert.equal(rowsOf(later.body)[0]!.status, 'closed', who);
    }
  });
});
