import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { telemetryErrors, telemetryVitals } from '../../src/db/schema/index.ts';
import { createAggregator } from '../../src/telemetry/aggregator.ts';
import type { Report } from '../../src/telemetry/reports.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const lcp = (value: number, version = '1.0.0'): Report => ({
  kind: 'vital',
  name: 'LCP',
  value,
  route: '/dashboard',
  remote: 'mf-dashboard',
  version,
});
const failure: Report = {
  kind: 'error',
  source: 'remote-load',
  route: '/dashboard',
  remote: 'mf-dashboard',
  version: '1.0.0',
  fingerprint: 'deadbeef01',
  requestId: 'req-7f3a',
};

describe('telemetry aggregator', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase({ seed: false });
  });
  after(() => database.close());

  it('counts in memory and writes nothing until a flush', async () => {
    const aggregator = createAggregator({ db: database.db, now: () => NOW });
    aggregator.add([lcp(1000), lcp(1001), failure]);
    assert.equal((await database.db.select().from(telemetryVitals)).length, 0);
    assert.deepEqual(aggregator.stats(), { accepted: 3, dropped: 0, flushes: 0, failedFlushes: 0, pendingKeys: 2 });
    await aggregator.flush();
    assert.equal(aggregator.stats().pendingKeys, 0);
  });

  it('adds later flushes to the same rows: duplicated errors are counted and stored once', async () => {
    const aggregator = createAggregator({ db: database.db, now: () => NOW });
    aggregator.add([failure, failure]);
    await aggregator.flush();
    aggregator.add([failure, lcp(1000)]);
    await aggregator.flush();
    const errors = await database.db.select().from(telemetryErrors);
    assert.equal(errors.length, 1);
    // One from the first test, three here.
    assert.equal(errors[0]!.count, 4);
    const vitals = await database.db.select().from(telemetryVitals);
    assert.equal(vitals.length, 1, 'values 1000 and 1001 share a bucket');
    assert.equal(vitals[0]!.count, 3);
    assert.equal(vitals[0]!.day, '2026-11-27');
  });

  it('drops and counts what exceeds the key budget', async () => {
    const aggregator = createAggregator({ db: database.db, now: () => NOW, maxKeys: 2 });
    aggregator.add([lcp(10), lcp(100), lcp(1000), lcp(10_000)]);
    assert.equal(aggregator.stats().dropped, 2);
    assert.equal(aggregator.stats().pendingKeys, 2);
  });

  it('keeps the counts for the next flush when the database fails', async () => {
    let fail = true;
    const failing = new Proxy(database.db, {
      get: (target, prop, receiver) =>
        prop === 'transaction' && fail
          ? async () => {
              throw new Error('database down');
            }
          : Reflect.get(target, prop, receiver),
    });
    const problems: unknown[] = [];
    const aggregator = createAggregator({ db: failing, now: () => NOW, onError: (e) => problems.push(e) });
    aggregator.add([lcp(5, '9.9.9')]);
    await aggregator.flush();
    assert.equal(problems.length, 1);
    assert.equal(aggregator.stats().pendingKeys, 1);
    fail = false;
    await aggregator.flush();
    const rows = (await database.db.select().from(telemetryVitals)).filter((r) => r.version === '9.9.9');
    assert.equal(rows[0]?.count, 1);
  });
});
