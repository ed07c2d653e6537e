import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import { loadResult, type LoadResult } from './http-load.ts';

/** One dashboard call as the page made it, with `{email}` where the caller's e-mail goes. */
export interface DashboardCall {
  name: string;
  template: string;
}

export interface Learner {
  email: string;
  token: string;
}

/** The API paths a dashboard load requested, by route shape (ids and queries kept from the first seen). */
export function dashboardCalls(paths: readonly string[], email: string): DashboardCall[] {
  const calls = new Map<string, DashboardCall>();
  for (const path of paths) {
    const url = new URL(path, 'http://x');
    if (!url.pathname.startsWith('/api/')) continue;
    const shape = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/room-[^/]+$/, '/:hostId');
    if (shape.startsWith('/api/v1/users') || calls.has(shape)) continue;
    const template = `${url.pathname}${url.search}`
      .replaceAll(encodeURIComponent(email), '{email}')
      .replaceAll(email, '{email}');
    calls.set(shape, { name: `GET ${shape}`, template });
  }
  return [...calls.values()];
}

/**
 * Tokens for up to `count` learners of the signed-in learner's cohort: the learner's own
 * access token with its e-mail claim swapped, signed with the bench portal's own provider key
 * (its temporary data folder), so each virtual learner is authorised as themselves.
 */
export async function cohortLearnerTokens(
  baseUrl: string,
  dataDir: string,
  own: Learner,
  cohortId: number,
  count: number,
  headers: Record<string, string>,
): Promise<Learner[]> {
  const response = await fetch(`${baseUrl}/api/v1/users?cohort_id=${cohortId}&role_id=1&limit=${count}&offset=0`, {
    headers,
  });
  if (!response.ok) throw new Error(`cohort members: ${response.status}`);
  const users = ((await response.json()) as { message: { users: { email?: string; user_email?: string }[] } }).message
    .users;
  const emails = [
    ...new Set([own.email, ...users.map((u) => u.email ?? u.user_email).filter((e): e is string => !!e)]),
  ];
  const jwks = JSON.parse(readFileSync(join(dataDir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
  const jwk = jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const claims = decodeJwt(own.token);
  const learners: Learner[] = [];
  for (const email of emails.slice(0, count)) {
    if (email === own.email) {
      learners.push(own);
      continue;
    }
    const token = await new SignJWT({ ...claims, email, sub: email })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .sign(key);
    learners.push({ email, token });
  }
  return learners;
}

/**
 * Waits until the server has worked off the queue a previous load left behind (requests
 * autocannon gave up on are still being answered): a health check must come back quickly.
 */
export async function waitUntilDrained(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `connections` polling learners on one dashboard call for `duration` seconds after a 2 s
 * warm-up: each request comes from the next learner in turn (round robin over `learners`),
 * with that learner's token and e-mail where the call names one. Every response time is kept for p95.
 */
export async function loadDashboardCall(
  baseUrl: string,
  call: DashboardCall,
  learners: readonly Learner[],
  apiKey: string,
  connections: number,
  duration: number,
): Promise<LoadResult> {
  let next = 0;
  const run = async (seconds: number, onTime?: (ms: number) => void) => {
    const instance = autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const learner = learners[next++ % learners.length]!;
            return {
              ...request,
              method: 'GET',
              path: call.template.replaceAll('{email}', encodeURIComponent(learner.email)),
              headers: { authorization: `Bearer ${learner.token}`, 'x-api-key': apiKey },
            };
          },
        },
      ],
    });
    if (onTime) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => onTime(ms));
    return await instance;
  };
  await waitUntilDrained(baseUrl);
  await run(Math.min(2, duration));
  await waitUntilDrained(baseUrl);
  const times: number[] = [];
  const result = await run(duration, (ms) => times.push(ms));
  return loadResult(call.name, result, times);
}
