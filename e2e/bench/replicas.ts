import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { nginxBinary, startReplicaSet } from '../../api/scripts/replicas.ts';
import { benchDatabase } from './bench-database.ts';
import { measure, type LoadResult } from './http-load.ts';

type PrintTable = (title: string, head: string[], rows: string[][]) => void;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/**
 * `BENCH_ONLY=replicas`: the production shape (`npm run replicas`: nginx in front of two API
 * replicas on a fresh PostgreSQL database, budgets in Redis) under load. The start-up lookup
 * and hello-world through the proxy with both replicas, then with one replica stopped, then
 * straight to the remaining replica (what the proxy costs). Needs DATABASE_URL or
 * TEST_DATABASE_URL, nginx and Redis (REDIS_URL, default 127.0.0.1:6379).
 */
export async function replicasBench(printTable: PrintTable): Promise<void> {
  if (!nginxBinary()) return console.log('\nReplicas: skipped, nginx is not installed (npm run replicas installs it).');
  const postgres = await benchDatabase();
  if (!postgres) return console.log('\nReplicas: skipped, set DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).');
  const load = () =>
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`;
  console.log(`\nReplicas: nginx, two replicas and the load generator share this machine; ${load()} at the start.`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cedar-bench-replicas-'));
  try {
    const set = await startReplicaSet({
      databaseUrl: postgres.url,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      dataDir,
      env: { RATE_LIMIT_MAX: '100000000', BENCH_ENDPOINTS: '1', RATE_LIMIT_REDIS_PREFIX: `cedar-bench:${Date.now()}:` },
    });
    try {
      // A learner's token, signed with the provider's key the replicas share (DATA_DIR).
      const jwks = JSON.parse(await readFile(path.join(dataDir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
      const jwk = jwks.keys[0]!;
      const iat = Math.floor(Date.now() / 1000);
      const email = 'learner@cedar.test';
      const token = await new SignJWT({ email, sub: email, iat, exp: iat + 3600, scope: 'openid' })
        .setIssuer(`${set.url}/oidc`)
        .setAudience('cedar-api')
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
        .sign(await importJWK(jwk, 'RS256'));
      const headers = { authorization: `Bearer ${token}`, 'x-api-key': 'cedar-portal-web' };
      const lookup = `/api/v1/users/startup?username=${encodeURIComponent(email)}&expand=courses,cohorts,programs`;
      const check = await fetch(`${set.url}${lookup}`, { headers });
      if (!check.ok) throw new Error(`the start-up lookup answered ${check.status} through the proxy`);
      const round = async (base: string, label: string): Promise<LoadResult[]> => [
        await measure(
          base,
          { name: `GET /api/bench/hello (hello), ${label}`, path: '/api/bench/hello' },
          CONNECTIONS,
          DURATION,
        ),
        await measure(
          base,
          { name: `GET /api/v1/users/startup (start-up lookup), ${label}`, path: lookup, headers },
          CONNECTIONS,
          DURATION,
        ),
      ];
      const results = [...(await round(set.url, 'nginx, 2 replicas'))];
      await set.replicas[1]!.stop();
      results.push(...(await round(set.url, 'nginx, 1 replica')));
      results.push(...(await round(set.replicas[0]!.url, 'replica direct')));
      printTable(
        `Two replicas behind nginx on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s per row (after a 2 s warm-up)`,
        ['route', 'req/s', 'p50 ms', 'p95 ms', 'non-2xx', 'timeouts+errors'],
        results.map((r) => [
          r.name,
          r.requestsPerSecond.toFixed(0),
          r.p50Ms.toFixed(1),
          r.p95Ms.toFixed(1),
          String(r.non2xx),
          String(r.errors),
        ]),
      );
      console.log(`Replicas: ${load()} at the end.`);
    } finally {
      await set.stop();
    }
  } finally {
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
