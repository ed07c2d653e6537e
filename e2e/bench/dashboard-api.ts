import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import { loadResult, type LoadResult } from './http-load.ts';

/** One dashboard call as the page made it, with `{email}` where the caller's e-mail goes. */
export interface DashboardCall {
  name: string;
  template: string;
  /** GET unless said (the presence heartbeat is a POST). */
  method?: 'GET' | 'POST';
  /** Headers sent with every request besides the caller's token (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
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
 * Signs access tokens for any account of the bench portal: `ownToken` (a real sign-in's token)
 * with its e-mail claim swapped and a longer life, signed with the portal's own provider key
 * (its temporary data folder). The portal's tokens live ten minutes, less than a long run.
 */
export async function tokenSigner(dataDir: string, ownToken: string): Promise<(email: string) => Promise<string>> {
  const jwks = JSON.parse(readFileSync(join(dataDir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
  const jwk = jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const claims = decodeJwt(ownToken);
  const iat = Math.floor(Date.now() / 1000);
  return (email) =>
    new SignJWT({ ...claims, email, sub: email, iat, exp: iat + 4 * 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .sign(key);
}

/**
 * Tokens for up to `count` learners of the signed-in learner's cohort: the learner's own
 * access token with its e-mail claim swapped and a longer life, signed with the bench portal's
 * own provider key (its temporary data folder), so each virtual learner is authorised as themselves.
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
  const sign = await tokenSigner(dataDir, own.token);
  const learners: Learner[] = [];
  for (const email of emails.slice(0, count)) learners.push({ email, token: await sign(email) });
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
 * Each learner's current ETag of `call` (one plain GET each, a few at a time), for polling
 * with If-None-Match as the browser does once it holds the answer.
 */
export async function currentEtags(
  baseUrl: string,
  call: DashboardCall,
  learners: readonly Learner[],
  apiKey: string,
): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  for (let i = 0; i < learners.length; i += 20) {
    await Promise.all(
      learners.slice(i, i + 20).map(async (learner) => {
        const response = await fetch(`${baseUrl}${pathFor(call, learner)}`, {
          headers: { authorization: `Bearer ${learner.token}`, 'x-api-key': apiKey },
        });
        await response.arrayBuffer();
        const tag = response.headers.get('etag');
        if (response.ok && tag) tags.set(learner.email, tag);
      }),
    );
  }
  return tags;
}

const pathFor = (call: DashboardCall, learner: Learner) =>
  call.template.replaceAll('{email}', encodeURIComponent(learner.email));

/**
 * `connections` polling learners on one dashboard call for `duration` seconds after a 2 s
 * warm-up: each request comes from the next learner in turn (round robin over `learners`),
 * with that learner's token and e-mail where the call names one. Every response time is kept
 * for p95, and the bytes of every response for the cost of one poll. With `etags` (from
 * currentEtags), each learner sends If-None-Match with its tag, as a browser revalidating its
 * cached answer does, and takes the new tag of any 200 (the data changed meanwhile); 304s are
 * counted apart, not as failures.
 */
export async function loadDashboardCall(
  baseUrl: string,
  call: DashboardCall,
  learners: readonly Learner[],
  apiKey: string,
  connections: number,
  duration: number,
  etags?: Map<string, string>,
): Promise<LoadResult> {
  let next = 0;
  const run = async (seconds: number, onResponse?: (status: number, bytes: number, ms: number) => void) => {
    const instance = autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
            const learner = learners[next++ % learners.length]!;
            context.learner = learner.email;
            const tag = etags?.get(learner.email);
            return {
              ...request,
              method: call.method ?? 'GET',
              path: pathFor(call, learner),
              headers: {
                ...call.headers,
                authorization: `Bearer ${learner.token}`,
                'x-api-key': apiKey,
                ...(tag ? { 'if-none-match': tag } : {}),
              },
            };
          },
          // Like the browser, a learner holds the latest answer: a 200 brings a new tag.
          ...(etags
            ? {
                onResponse: (
                  status: number,
                  _body: string,
                  context: Record<string, unknown>,
                  headers: Record<string, string>,
                ) => {
                  if (status === 200 && headers.etag) etags.set(String(context.learner), headers.etag);
                },
              }
            : {}),
        },
      ],
    });
    if (onResponse)
      instance.on('response', (_client: unknown, status: number, bytes: number, ms: number) =>
        onResponse(status, bytes, ms),
      );
    return await instance;
  };
  await waitUntilDrained(baseUrl);
  await run(Math.min(2, duration));
  await waitUntilDrained(baseUrl);
  const times: number[] = [];
  let notModified = 0;
  let bytes = 0;
  const result = await run(duration, (status, size, ms) => {
    times.push(ms);
    bytes += size;
    if (status === 304) notModified++;
  });
  const name = etags ? `${call.name} (If-None-Match)` : call.name;
  return {
    ...loadResult(name, { ...result, non2xx: result.non2xx - notModified }, times),
    notModified,
    bytesPerResponse: times.length > 0 ? bytes / times.length : Number.NaN,
  };
}
