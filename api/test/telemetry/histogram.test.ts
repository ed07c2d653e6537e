import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bucketOf, MAX_BUCKET, p75, quantile, upperOf } from '../../src/telemetry/histogram.ts';
import { currentAndPrevious } from '../../src/telemetry/health.ts';
import { MAX_TELEMETRY_REPORTS as MAX_REPORTS } from '@cedar/shared/contract';
import { batchProblem } from '../../src/telemetry/reports.ts';

const histogramOf = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(value), (counts.get(bucketOf(value)) ?? 0) + 1);
  return counts;
};

describe('the vitals histogram', () => {
  it('puts each value in the bucket whose bounds hold it', () => {
    assert.equal(bucketOf(0), 0);
    assert.equal(bucketOf(1), 0);
    for (const value of [1.05, 2, 37, 1200, 2500, 65_000]) {
      const bucket = bucketOf(value);
      assert.ok(value <= upperOf(bucket) && value > upperOf(bucket - 1), `${value} in bucket ${bucket}`);
    }
    assert.equal(bucketOf(10 ** 9), MAX_BUCKET);
  });

  it('reads p75 back within 5% of the true value', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 200 + i * 7.3);
    const sorted = [...values].sort((a, b) => a - b);
    const truth = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const estimate = quantile(histogramOf(values), 0.75)!;
    assert.ok(Math.abs(estimate - truth) / truth < 0.05, `${estimate} vs ${truth}`);
  });

  it('keeps CLS in thousandths and reports it back unitless', () => {
    const counts = histogramOf([0.05, 0.1, 0.12, 0.3].map((v) => v * 1000));
    const value = p75('CLS', counts)!;
    assert.ok(value > 0.1 && value < 0.13, String(value));
    assert.equal(p75('LCP', new Map()), null);
  });
});

describe('current and previous versions', () => {
  const seen = [
    { version: '1.0.0', firstSeen: '2026-11-01', lastSeen: '2026-11-20' },
    { version: '1.1.0', firstSeen: '2026-11-20', lastSeen: '2026-11-27' },
  ];
  it("takes the registry's version as current and the one before it as previous", () => {
    assert.deepEqual(currentAndPrevious('1.1.0', seen), { current: '1.1.0', previous: '1.0.0' });
  });
  it('takes the newest reported when the registry says nothing, and the newest as previous of an unseen version', () => {
    assert.deepEqual(currentAndPrevious(null, seen), { current: '1.1.0', previous: '1.0.0' });
    assert.deepEqual(currentAndPrevious('2.0.0', seen), { current: '2.0.0', previous: '1.1.0' });
    assert.deepEqual(currentAndPrevious(null, []), { current: null, previous: null });
  });
});

describe('report batches', () => {
  const vital = {
    kind: 'vital',
    name: 'LCP',
    value: 1200,
    route: '/profile/:useremail',
    remote: 'mf-profile',
    version: '1.2.0',
  };
  const error = {
    kind: 'error',
    source: 'render',
    route: '/',
    remote: 'host',
    version: '1.0.0',
    fingerprint: 'a1b2c3d4',
  };

  it('accepts the schema and nothing else, naming the field at fault', () => {
    assert.equal(batchProblem({ reports: [vital, { ...error, requestId: 'req-1' }] }), null);
    assert.match(batchProblem({ reports: [{ ...vital, extra: 1 }] })!, /reports\/0\/extra: unknown field/);
    assert.match(batchProblem({ reports: [vital], more: 1 })!, /Unknown field: more/);
    assert.match(batchProblem({ reports: [{ ...vital, kind: 'log' }] })!, /reports\/0\/kind/);
    assert.match(batchProblem({ reports: [{ ...vital, value: -1 }] })!, /reports\/0\/value must be/);
    assert.match(batchProblem({ reports: [] })!, /at least one/);
    assert.match(batchProblem({ reports: Array(MAX_REPORTS + 1).fill(vital) })!, /at most 50/);
    assert.match(batchProblem([vital])!, /must be an object/);
  });

  it('has no field where an e-mail, a token or free text fits', () => {
    const hostile = [
      { ...vital, route: '/profile/ada@cedar.test' },
      { ...vital, route: '/search?q=my secret' },
      { ...vital, version: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2ln' },
      { ...vital, remote: 'Ada Lovelace' },
      { ...error, fingerprint: 'TypeError: cannot read ada@cedar.test' },
      { ...error, message: 'Network error for ada@cedar.test' },
      { ...error, requestId: 'Bearer abc.def' },
      { ...error, stack: 'at x (app.js:1)' },
    ];
    for (const report of hostile) assert.notEqual(batchProblem({ reports: [report] }), null, JSON.stringify(report));
  });
});
