import { startPortal } from '../support/portal.ts';
import { measure, type LoadResult } from './http-load.ts';
import { measureFirstRender, type ChunkKind, type LoadedScript } from './js-bytes.ts';

/**
 * `npm run bench`: starts the built portal fresh on its own port, then measures
 *  1. the JavaScript loaded for the first render of / as the learner, by kind of chunk;
 *  2. throughput and latency of the start-up user lookup and the profile endpoint under
 *     50 connections, beside a hello-world route of the same server in the same run.
 */
const port = Number(process.env.BENCH_PORT ?? 8282);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const learner = 'learner@cedar.test';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(title: string, head: string[], rows: string[][]): void {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function bytesTable(title: string, scripts: LoadedScript[]): void {
  const kinds: ChunkKind[] = ['host', 'remote', 'shared'];
  const rows = kinds.map((kind) => {
    const of = scripts.filter((script) => script.kind === kind);
    const sum = (key: 'rawBytes' | 'gzipBytes' | 'wireBytes') => of.reduce((total, script) => total + script[key], 0);
    return [kind, String(of.length), kb(sum('rawBytes')), kb(sum('gzipBytes')), kb(sum('wireBytes'))];
  });
  const total = (key: 'rawBytes' | 'gzipBytes' | 'wireBytes') => scripts.reduce((sum, script) => sum + script[key], 0);
  rows.push(['total', String(scripts.length), kb(total('rawBytes')), kb(total('gzipBytes')), kb(total('wireBytes'))]);
  printTable(title, ['chunks', 'files', 'raw', 'gzip', 'on the wire'], rows);
}

function loadTable(results: LoadResult[]): void {
  printTable(
    `HTTP under load: ${connections} connections, ${duration} s per route (after a 2 s warm-up)`,
    ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'timeouts+errors'],
    results.map((r) => [
      r.name,
      r.requestsPerSecond.toFixed(0),
      r.p50Ms.toFixed(1),
      r.p95Ms.toFixed(1),
      r.p99Ms.toFixed(1),
      String(r.total),
      String(r.non2xx),
      String(r.errors),
    ]),
  );
}

async function main(): Promise<void> {
  console.log(`Starting the built portal on port ${port} with a fresh database...`);
  // The per-user request budget would turn a load test into a test of the rate limiter.
  const portal = await startPortal({ port, label: 'bench', env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const firstRender = await measureFirstRender(portal.url, learner);
    bytesTable(`JavaScript for the first render of / as ${learner}`, firstRender.scripts);
    if (firstRender.prefetched.length > 0)
      bytesTable('Requested after the page was complete (idle prefetch, on demand)', firstRender.prefetched);

    const config = (await (await fetch(`${portal.url}/portal-config.json`)).json()) as { apiKey?: string };
    const headers = { authorization: `Bearer ${firstRender.accessToken}`, 'x-api-key': config.apiKey ?? '' };
    const email = encodeURIComponent(learner);
    const targets = [
      { name: 'GET /api/bench/hello (hello world)', path: '/api/bench/hello' },
      {
        name: 'GET /api/v1/users/startup (start-up lookup)',
        path: `/api/v1/users/startup?username=${email}&expand=courses,cohorts,programs`,
        headers,
      },
      { name: 'GET /api/v1/users/by/:identifier (profile)', path: `/api/v1/users/by/${email}`, headers },
    ];
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await measure(portal.url, target, connections, duration));
    loadTable(results);
    // Timeouts are a result (the server was too slow for autocannon's 10 s); non-2xx answers
    // mean the benchmark measured errors instead of the route, so the run fails.
    const slow = results.filter((r) => r.errors > 0);
    if (slow.length > 0)
      console.warn(`\nRequests timed out or failed under load: ${slow.map((r) => r.name).join(', ')}`);
    const failed = results.filter((r) => r.non2xx > 0);
    if (failed.length > 0) {
      console.error(`\nSome routes answered errors under load: ${failed.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await portal.stop();
  }
}

await main();
