import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import { startPortal } from '../support/portal.ts';
import { benchDatabase } from './bench-database.ts';
import { measure } from './http-load.ts';
import { learnersHeld } from './capacity.ts';
import { loadDashboardCall, currentEtags, type DashboardCall } from './dashboard-api.ts';

/**
 * The API half of the bench without a browser (no front-end build needed): hello-world, the
 * start-up lookup, and the dashboard's polled calls under 200 learners (plain and revalidating),
 * with tokens signed by the portal's own provider key. For quick before/after comparisons of
 * server changes; `npm run bench` is the full measure.
 */
const port = Number(process.env.BENCH_PORT ?? 8282);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 200);
const postgres = await benchDatabase();
console.log(
  `Database: ${postgres ? 'PostgreSQL' : 'embedded PGlite'}; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`,
);
const portal = await startPortal({
  port,
  label: 'bench',
  env: {
    RATE_LIMIT_MAX: '100000000',
    BENCH_ENDPOINTS: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});
try {
  const jwks = JSON.parse(readFileSync(join(portal.dataDir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
  const jwk = jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const iat = Math.floor(Date.now() / 1000);
  const sign = (email: string) =>
    new SignJWT({ email, sub: email, iat, exp: iat + 4 * 3600, scope: 'openid' })
      .setIssuer(`${portal.url}/oidc`)
      .setAudience('cedar-api')
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .sign(key);
  const learner = 'learner@cedar.test';
  const own = await sign(learner);
  const apiKey = 'cedar-portal-web';
  const headers = { authorization: `Bearer ${own}`, 'x-api-key': apiKey };
  const email = encodeURIComponent(learner);
  for (const target of [
    { name: 'GET /api/bench/hello (hello world)', path: '/api/bench/hello' },
    {
      name: 'GET /api/v1/users/startup (start-up lookup)',
      path: `/api/v1/users/startup?username=${email}&expand=courses,cohorts,programs`,
      headers,
    },
  ]) {
    const r = await measure(portal.url, target, 50, duration);
    console.log(
      `${r.name}: ${r.requestsPerSecond.toFixed(0)} req/s, p95 ${r.p95Ms.toFixed(1)} ms, non2xx ${r.non2xx}, errors ${r.errors}`,
    );
  }
  const startup = (await (
    await fetch(`${portal.url}/api/v1/users/startup?username=${email}&expand=courses,cohorts,programs`, { headers })
  ).json()) as {
    message: { users: { mk_user_courses?: { cohort_id: number }[] }[] };
  };
  const cohortId = startup.message.users[0]?.mk_user_courses?.[0]?.cohort_id ?? 1;
  const list = (await (
    await fetch(`${portal.url}/api/v1/users?cohort_id=${cohortId}&role_id=1&limit=${connections}&offset=0`, { headers })
  ).json()) as {
    message: { users: { email?: string; user_email?: string }[] };
  };
  const emails = [
    ...new Set([learner, ...list.message.users.map((u) => u.email ?? u.user_email).filter((e): e is string => !!e)]),
  ];
  const learners = await Promise.all(
    emails.slice(0, connections).map(async (e) => ({ email: e, token: await sign(e) })),
  );
  const calls: DashboardCall[] = [
    { name: 'GET /api/v1/cohort/:id/connection', template: `/api/v1/cohort/${cohortId}/connection` },
    {
      name: 'GET /api/announcements',
      template: `/api/announcements?filtered=true&expand=cohorts&audience=1&cohort_id=${cohortId}`,
    },
    { name: 'GET /api/v1/recordings', template: '/api/v1/recordings?meeting_ids=81234567890' },
    { name: 'POST /api/v1/presence/heartbeat', template: '/api/v1/presence/heartbeat', method: 'POST' },
  ];
  const results = [];
  for (const call of calls) {
    const plain = await loadDashboardCall(portal.url, call, learners, apiKey, connections, duration);
    results.push(plain);
    const etags =
      call.method === 'POST' ? new Map<string, string>() : await currentEtags(portal.url, call, learners, apiKey);
    const revalidating =
      etags.size > 0 ? await loadDashboardCall(portal.url, call, learners, apiKey, connections, duration, etags) : null;
    if (revalidating) results.push(revalidating);
    for (const r of [plain, revalidating].filter((x) => x !== null))
      console.log(
        `${r.name} (${learners.length} learners, ${connections} conns): ${r.requestsPerSecond.toFixed(0)} req/s, p95 ${r.p95Ms.toFixed(1)} ms, 304 ${r.notModified ?? 0}, bytes/poll ${r.bytesPerResponse?.toFixed(0)}, other non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
  }
  console.log(`learners held (these calls only): ${learnersHeld(results).learners}`);
} finally {
  await portal.stop();
  await postgres?.drop();
  console.log(
    `load at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
