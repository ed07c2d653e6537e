import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats, QueryListener } from '../../db/client.ts';
import { sendError } from '../app/errors.ts';

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: /metrics on the app for this bearer token; null answers 404 there. */
  token: string | null;
  /** The database's pool connections, when it has a pool. */
  poolStats?: () => PoolStats;
  /** Hands the query timer to the database layer. */
  observeQueries?: (listener: QueryListener | null) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics in Prometheus text format, and its content type. */
    metrics: { text(): Promise<string>; contentType: string };
  }
}

// Seconds: API answers are mostly a few milliseconds, uploads and searches can take seconds.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * prom-client writes a not-a-number sample as `Nan` (the event-loop lag before its first
 * sample, for one); the text format spells it `NaN`, and strict parsers reject anything else.
 */
export async function scrape(registry: Registry): Promise<string> {
  return (await registry.metrics()).replace(/ Nan$/gm, ' NaN');
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operations metrics in Prometheus format (prom-client): requests and their latency per matched
 * route pattern, method and status class; database query time and pool; the process's default
 * metrics (memory, CPU, event-loop lag, GC); telemetry intake. Routes are labelled by their
 * pattern (`/api/v1/user/:email`), never the URL, so no e-mail or id becomes a label and the
 * series stay bounded. Each app has its own registry, so tests can build many.
 */
async function metrics(app: FastifyInstance, options: MetricsPluginOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time (PGlite: on the event loop; PostgreSQL: round trip)',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  options.observeQueries?.((seconds, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds));

  if (options.poolStats) {
    const poolStats = options.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting: callers queued for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // The aggregator counts on its own; these read its figures at scrape time.
  const seen = { accepted: 0, dropped: 0 };
  new Counter({
    name: 'telemetry_reports_total',
    help: 'Telemetry reports counted (accepted) or dropped because the in-memory buffer was full',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      if (!app.hasDecorator('telemetry')) return;
      const stats = app.telemetry.stats();
      this.inc({ outcome: 'accepted' }, stats.accepted - seen.accepted);
      this.inc({ outcome: 'dropped' }, stats.dropped - seen.dropped);
      seen.accepted = stats.accepted;
      seen.dropped = stats.dropped;
    },
  });
  new Gauge({
    name: 'telemetry_pending_keys',
    help: 'Aggregate keys counted in memory and not yet written (a crash loses them)',
    registers: [registry],
    collect() {
      if (app.hasDecorator('telemetry')) this.set(app.telemetry.stats().pendingKeys);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.decorate('metrics', { text: () => scrape(registry), contentType: registry.contentType });
  app.addHook('onClose', async () => {
    options.observeQueries?.(null);
    registry.clear();
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { access: 'public', rateLimit: false } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Off unless a token is configured: a 404, as if there were nothing here.
      if (!options.token) return sendError(reply, 404, `No route for GET /metrics.`);
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, options.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, 'The metrics need the bearer token set in METRICS_TOKEN.');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await scrape(registry));
    },
  );
}

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics and nothing else, for a scraper
 * on a private network; no token, as the port is not exposed to the public.
 */
export async function startMetricsServer(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    app.metrics.text().then(
      (text) =>
        response.writeHead(200, { 'content-type': app.metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export default fp(metrics, { name: 'cedar-metrics', fastify: '5.x' });
