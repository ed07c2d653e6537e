// npm run soak -w api [-- --minutes 60]: mixed polling and writes against the whole app (PGlite in
// memory, or TEST_DATABASE_URL), printing memory every minute and its growth per hour. Not in CI.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { insertDashboardFixtures } from '../test/helpers/dashboard-fixtures.ts';
import { PEOPLE, type PersonKey } from '../test/helpers/fixtures.ts';
import { startTestPortal } from '../test/helpers/portal.ts';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '60' } } });
const minutes = Number(values.minutes);
const portal = await startTestPortal({ rateLimit: { max: 100_000_000, timeWindowMs: 60_000 } });
await insertDashboardFixtures(portal.db);
const learners: PersonKey[] = ['learner', 'classmate', 'private', 'coach'];

/** One learner's minute of use, compressed: dashboard polls, presence, a profile write, watch data. */
async function session(who: PersonKey, n: number): Promise<number[]> {
  const email = PEOPLE[who].email;
  const calls = [
    portal.request({ as: who, method: 'GET', url: `/api/v1/users/startup?username=${email}` }),
    portal.request({ as: who, method: 'GET', url: '/api/announcements' }),
    portal.request({ as: who, method: 'GET', url: '/api/v1/recordings' }),
    portal.request({ as: who, method: 'POST', url: '/api/v1/presence/heartbeat' }),
    portal.request({
      as: who,
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(email)}`,
      payload: { user_fun_fact: `soak ${n}` },
    }),
  ];
  return (await Promise.all(calls)).map((r) => r.statusCode);
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Least-squares slope of `values` over `hours` (MB per hour): growth that noise at the ends cannot fake. */
function slope(hours: number[], values: number[]): number {
  const n = hours.length;
  const mh = hours.reduce((a, b) => a + b, 0) / n;
  const mv = values.reduce((a, b) => a + b, 0) / n;
  const num = hours.reduce((sum, h, i) => sum + (h - mh) * (values[i]! - mv), 0);
  const den = hours.reduce((sum, h) => sum + (h - mh) ** 2, 0);
  return den ? mb(num / den) : 0;
}

const started = Date.now();
global.gc?.();
const base = process.memoryUsage();
let requests = 0;
let failures = 0;
let nextReport = started + 60_000;
// The first minute fills caches, compiles hot code and opens the pool: memory taken then is the
// working set, not a leak. Growth per hour is measured over the samples after it.
const samples: { hours: number; heap: number; rss: number }[] = [];
console.log(
  `soak: ${minutes} min; rss ${mb(base.rss)} MB, heap ${mb(base.heapUsed)} MB at start; load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
for (let n = 0; Date.now() - started < minutes * 60_000; n += 1) {
  const statuses = (await Promise.all(learners.map((who) => session(who, n)))).flat();
  requests += statuses.length;
  failures += statuses.filter((s) => s >= 500).length;
  if (Date.now() >= nextReport) {
    nextReport += 60_000;
    global.gc?.();
    const now = process.memoryUsage();
    const hours = (Date.now() - started) / 3_600_000;
    samples.push({ hours, heap: now.heapUsed, rss: now.rss });
    const steady = samples.slice(1);
    const growth =
      steady.length >= 2
        ? `growth since the first minute ${slope(
            steady.map((x) => x.hours),
            steady.map((x) => x.heap),
          )} MB heap/h, ${slope(
            steady.map((x) => x.hours),
            steady.map((x) => x.rss),
          )} MB rss/h`
        : 'warming up';
    console.log(
      `${Math.round(hours * 60)} min: ${requests} requests, ${failures} 5xx; rss ${mb(now.rss)} MB, heap ${mb(now.heapUsed)} MB; ` +
        `${growth}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}
const steady = samples.slice(1);
const elapsed = (Date.now() - started) / 1000;
console.log(
  `soak done: ${requests} requests in ${Math.round(elapsed / 60)} min (${Math.round(requests / elapsed)}/s), ${failures} 5xx; ` +
    (steady.length >= 2
      ? `growth after the first minute ${slope(
          steady.map((x) => x.hours),
          steady.map((x) => x.heap),
        )} MB heap/h, ${slope(
          steady.map((x) => x.hours),
          steady.map((x) => x.rss),
        )} MB rss/h (target < 8)`
      : 'too short to measure growth'),
);
await portal.close();
