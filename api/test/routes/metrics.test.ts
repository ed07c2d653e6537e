import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  getMetricsFromIterator,
  type PromData,
  type PromHistogramData,
  type PromMetric,
  type PromMetrics,
} from 'prom2javascript';
import { Gauge, Registry } from 'prom-client';
import { scrape, startMetricsServer } from '../../src/plugins/external/metrics.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const TOKEN = 'metrics-token-0123456789';
/**
 * Parses a scrape with prom2javascript, a strict parser of the text format (it throws on a bad
 * line). It does not know `NaN`, which the format allows (the event-loop lag before its first
 * sample): such lines must be spelt exactly so, and are left out of the parse.
 */
const parse = (text: string): Promise<PromMetrics> => {
  const lines = text.split('\n').filter((line) => !/^\w+(\{.*\})? NaN$/.test(line));
  return getMetricsFromIterator(lines[Symbol.iterator]());
};
const family = (families: PromMetrics, name: string): PromMetric => {
  const found = families[name];
  assert.ok(found, `no ${name} in the scrape`);
  return found;
};

describe('/metrics', () => {
  it('spells a not-a-number sample NaN, as the text format does (the event-loop lag before its first sample)', async () => {
    const registry = new Registry();
    new Gauge({ name: 'not_yet_measured', help: 'Has no value yet', registers: [registry] }).set(Number.NaN);
    const text = await scrape(registry);
    assert.match(text, /^not_yet_measured NaN$/m);
    assert.equal(family(await parse(text), 'not_yet_measured').type, 'gauge');
  });

  describe('by default', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ fixtures: false });
    });
    after(() => portal.close());

    it('is not served: 404, whoever asks', async () => {
      const response = await portal.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(response.statusCode, 404);
      assert.ok(!response.body.includes('http_requests_total'));
    });
  });

  describe('with METRICS_TOKEN', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ metrics: { token: TOKEN } });
    });
    after(() => portal.close());

    it('needs the bearer token', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
        const response = await portal.request({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        assert.equal(response.statusCode, 401);
        assert.match(String(response.headers['www-authenticate']), /^Bearer/);
      }
    });

    it('counts requests per route pattern, method and status class, parsed by a Prometheus text parser', async () => {
      await portal.request({ method: 'GET', url: '/api/health' });
      await portal.request({ method: 'GET', url: '/api/v1/users/by/learner%40cedar.test', as: 'learner' });
      await portal.request({ method: 'GET', url: '/api/v1/acp/remote-health', as: 'learner' });
      const response = await portal.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      const families = await parse(response.body);

      const requests = family(families, 'http_requests_total');
      assert.equal(requests.type, 'counter');
      const counts = requests.data as PromData[];
      const health = counts.find((m) => m.labels.route === '/api/health');
      assert.deepEqual(health?.labels, { method: 'GET', route: '/api/health', status_class: '2xx' });
      assert.ok(health.value >= 1);
      const refused = counts.find((m) => m.labels.route === '/api/v1/acp/remote-health');
      assert.equal(refused?.labels.status_class, '4xx');
      // The pattern, never the URL: no e-mail becomes a label.
      assert.ok(counts.some((m) => m.labels.route === '/api/v1/users/by/:identifier'));
      assert.ok(!response.body.includes('cedar.test'));

      const latency = family(families, 'http_request_duration_seconds');
      assert.equal(latency.type, 'histogram');
      const healthLatency = (latency.data as PromHistogramData[]).find((m) => m.labels.route === '/api/health');
      assert.ok(healthLatency && healthLatency.count >= 1 && healthLatency.buckets['+Inf'] === healthLatency.count);

      const queries = family(families, 'db_query_duration_seconds');
      assert.equal(queries.type, 'histogram');
      assert.ok(
        (queries.data as PromHistogramData[]).some((m) => m.count > 0),
        'queries were timed',
      );
      assert.equal(family(families, 'nodejs_eventloop_lag_seconds').type, 'gauge');
      assert.ok((family(families, 'process_resident_memory_bytes').data as PromData[])[0]!.value > 0);
      assert.ok(family(families, 'telemetry_reports_total'));
      if (process.env.TEST_DATABASE_URL) {
        const pool = family(families, 'db_pool_connections').data as PromData[];
        assert.deepEqual(pool.map((m) => m.labels.state).sort(), ['idle', 'total', 'waiting']);
      }
    });

    it('is served on METRICS_PORT without a token, and nothing else there', async () => {
      const server = await startMetricsServer(portal.app, 0, '127.0.0.1');
      try {
        const { port } = server.address() as AddressInfo;
        const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
        assert.equal(scrape.status, 200);
        assert.ok(family(await parse(await scrape.text()), 'http_requests_total'));
        assert.equal((await fetch(`http://127.0.0.1:${port}/api/health`)).status, 404);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
