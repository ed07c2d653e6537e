import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../../src/db/index.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { COHORT_A } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const connection = `/api/v1/cohort/${COHORT_A}/connection`;

describe('polls that cost nothing when nothing changed (ADR 0033)', () => {
  let database: TestDatabase;
  let portal: TestPortal;
  before(async () => {
    database = await openTestDatabase({ seed: false });
    portal = await startTestPortal({ database });
  });
  after(() => portal.close());

  const poll = (etag?: string, as = 'learner') =>
    portal.request({ as, method: 'GET', url: connection, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers a revalidating poll after no change 304 without a query', async () => {
    const first = await poll();
    assert.equal(first.statusCode, 200, first.body);
    const etag = String(first.headers.etag);
    const before = database.queryCount();
    const again = await poll(etag);
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.etag, etag);
    assert.equal(again.body, '');
    assert.equal(database.queryCount() - before, 0, 'no query for an unchanged poll');
    // A poll without the tag gets the remembered answer, still without a query.
    const plain = await poll();
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.body, first.body);
    assert.equal(database.queryCount() - before, 0);
  });

  it("changes the version when a classmate's write changes the answer", async () => {
    const etag = String((await poll()).headers.etag);
    const beat = await portal.request({ as: 'classmate', method: 'POST', url: '/api/v1/presence/heartbeat' });
    assert.equal(beat.statusCode, 200, beat.body);
    const before = database.queryCount();
    const after = await poll(etag);
    assert.equal(after.statusCode, 200, 'the classmate now shows online');
    assert.notEqual(after.headers.etag, etag);
    assert.ok(database.queryCount() > before, 'the changed answer was read from the database');
    // A second heartbeat changes nothing anyone sees: the next poll is free again.
    await portal.request({ as: 'classmate', method: 'POST', url: '/api/v1/presence/heartbeat' });
    const settled = database.queryCount();
    assert.equal((await poll(String(after.headers.etag))).statusCode, 304);
    assert.equal(database.queryCount() - settled, 0);
  });

  it('keeps each caller to their own answers and refuses callers as before', async () => {
    const own = await poll(undefined, 'classmate');
    assert.equal(own.statusCode, 200);
    const outsider = await poll(String(own.headers.etag), 'otherLearner');
    assert.equal(outsider.statusCode, 403, 'a learner of another cohort is still refused');
    assert.equal((await portal.request({ as: null, method: 'GET', url: connection })).statusCode, 401);
  });

  it('speed and error reports change no version: the next poll is still free', async () => {
    const etag = String((await poll()).headers.etag);
    const report = await portal.request({
      as: 'learner',
      method: 'POST',
      url: '/api/v1/telemetry',
      payload: {
        reports: [{ kind: 'vital', name: 'LCP', value: 900, route: '/', remote: 'mf-dashboard', version: '0.1.0' }],
      },
    });
    assert.equal(report.statusCode, 202, report.body);
    const before = database.queryCount();
    assert.equal((await poll(etag)).statusCode, 304);
    assert.equal(database.queryCount() - before, 0);
  });

  it('any other write bumps every version', async () => {
    const etag = String((await poll()).headers.etag);
    const changed = await portal.request({
      as: 'classmate',
      method: 'PUT',
      url: '/api/user/classmate@cedar.test',
      payload: { preferred_name: 'Cat' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = await poll(etag);
    assert.equal(after.statusCode, 200);
    assert.match(after.body, /"preferred_name":"Cat"/);
  });
});

describe(
  'two API instances on one PostgreSQL database',
  { skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL not set' },
  () => {
    let database: TestDatabase;
    let a: TestPortal;
    let b: TestPortal;
    before(async () => {
      database = await openTestDatabase({ seed: false });
      a = await startTestPortal({ database });
      const second = await openDatabase({ databaseUrl: database.url!, dataDir: ':memory:' });
      b = await startTestPortal({ database: second, fixtures: false });
      // Each instance listens on its own connection once its app has started.
      await database.changes!.ready();
      await second.changes!.ready();
    });
    after(async () => {
      await b?.close();
      await a?.close();
    });

    it("see each other's bumps (LISTEN/NOTIFY)", async () => {
      const first = await a.request({ as: 'learner', method: 'GET', url: connection });
      const etag = String(first.headers.etag);
      assert.equal(
        (await a.request({ as: 'learner', method: 'GET', url: connection, headers: { 'if-none-match': etag } }))
          .statusCode,
        304,
      );
      const changed = await b.request({
        as: 'classmate',
        method: 'PUT',
        url: '/api/user/classmate@cedar.test',
        payload: { preferred_name: 'Cat' },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      // The notification travels through the database: wait until instance A heard it.
      let status = 304;
      for (let i = 0; i < 50 && status === 304; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (
          await a.request({ as: 'learner', method: 'GET', url: connection, headers: { 'if-none-match': etag } })
        ).statusCode;
      }
      assert.equal(status, 200);
    });
  },
);
