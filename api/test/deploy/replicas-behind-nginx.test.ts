import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { nginxBinary, type ReplicaSet, startReplicaSet } from '../../scripts/replicas.ts';
import { encodeSupportDescription } from '@cedar/shared/domain';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { connectRedis } from '../../src/limits/redis.ts';
import { signIn } from '../oidc/flow.ts';

/**
 * The production shape on this machine: two API replicas on one PostgreSQL database, budgets
 * in Redis, nginx in front (`npm run replicas`, deploy/nginx/cedar.conf). Every request of
 * the learner goes through nginx, which alternates the replicas; its access log names the
 * replica that answered each one.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BASE = process.env.TEST_DATABASE_URL;
const LIMIT = 16;

async function whyNot(): Promise<string | false> {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx; .ci/run installs it)';
  if (!BASE) return 'TEST_DATABASE_URL is not set: replicas share a PostgreSQL database';
  try {
    await (await connectRedis(REDIS_URL)).quit();
  } catch {
    return `no Redis at ${REDIS_URL} (set REDIS_URL)`;
  }
  return false;
}

const skip = await whyNot();
if (skip) console.log(`# skipped: ${skip}`);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The replica (address) that answered each proxied request, by the id nginx gave it. */
async function upstreams(set: ReplicaSet): Promise<{ path: string; status: number; upstream: string }[]> {
  const lines = (await readFile(set.accessLog, 'utf8')).trim().split('\n');
  return lines.map((line) => {
    const match = /"(\w+) (\S+) [^"]*" (\d+) .* upstream=(\S+)/.exec(line);
    if (!match) throw new Error(`unreadable access log line: ${line}`);
    return { path: match[2]!, status: Number(match[3]), upstream: match[4]! };
  });
}

describe('two replicas behind nginx', { skip, timeout: 120_000 }, () => {
  const name = `cedar_replicas_${Date.now()}`;
  let dir: string;
  let set: ReplicaSet;
  let token: string;
  let cohortId: number;
  const api = (url: string, init: RequestInit = {}, base?: string) =>
    fetch(`${base ?? set.url}/api${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });

  before(async () => {
    await admin(`create database "${name}"`);
    const url = new URL(BASE!);
    url.pathname = `/${name}`;
    dir = await mkdtemp(path.join(tmpdir(), 'cedar-replicas-'));
    set = await startReplicaSet({
      databaseUrl: url.toString(),
      redisUrl: REDIS_URL,
      dataDir: dir,
      env: {
        RATE_LIMIT_MAX: String(LIMIT),
        // Counts of earlier runs live on in Redis for the window: this run counts apart.
        RATE_LIMIT_REDIS_PREFIX: `cedar-test:${randomUUID()}:`,
      },
    });
  });
  after(async () => {
    await set?.stop();
    await admin(`drop database if exists "${name}" with (force)`).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  });

  it('signs a learner in through the proxy, the sign-in steps answered by both replicas', async () => {
    const config = (await (await fetch(`${set.url}/portal-config.json`)).json()) as {
      oidc: { authority: string; extraQueryParams: Record<string, string> };
    };
    assert.equal(config.oidc.authority, `${set.url}/oidc`);
    const { tokens } = await signIn(
      config.oidc.authority,
      set.url,
      'learner@cedar.test',
      DEMO_PASSWORD,
      config.oidc.extraQueryParams,
    );
    token = tokens.access_token;
    const steps = (await upstreams(set)).filter((line) => line.path.startsWith('/oidc'));
    // The interaction begun on one replica was finished on the other: state is in the database.
    assert.equal(new Set(steps.map((line) => line.upstream)).size, 2, JSON.stringify(steps));

    const startup = await api('/v1/users/startup?username=learner@cedar.test');
    assert.equal(startup.status, 200);
    const id = /"cohort_id":(\d+)/.exec(await startup.text())?.[1];
    assert.ok(id, 'the learner belongs to a cohort');
    cohortId = Number(id);
  });

  it('sees a write made on one replica in the next poll answered by the other', async () => {
    const [first, second] = set.replicas as [ReplicaSet['replicas'][0], ReplicaSet['replicas'][0]];
    // The other replica remembers the learner's list, with its tag.
    const before = await api('/v1/supportrequests/mine', {}, second.url);
    assert.equal(before.status, 200);
    const tag = before.headers.get('etag')!;
    assert.ok(tag);
    assert.equal(
      (await api('/v1/supportrequests/mine', { headers: { 'if-none-match': tag } }, second.url)).status,
      304,
    );
    const description = `Replica check ${randomUUID()}`;
    const created = await api(
      '/v1/supportrequests',
      {
        method: 'POST',
        body: JSON.stringify({
          request_type_id: 1,
          source: 'my_cedar',
          cohort_id: cohortId,
          description: encodeSupportDescription(1, { challenge: description, solution: 'none yet', link: '' }),
          email: 'learner@cedar.test',
        }),
      },
      first.url,
    );
    assert.equal(created.status, 201, await created.clone().text());
    // Told over LISTEN/NOTIFY: the remembered answer no longer holds there.
    let answer: Response | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      answer = await api('/v1/supportrequests/mine', { headers: { 'if-none-match': tag } }, second.url);
      if (answer.status !== 304) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(answer!.status, 200);
    assert.match(await answer!.text(), new RegExp(description));
  });

  it('counts one budget across both replicas: the limit trips at the configured total', async () => {
    // A user who has made no call yet, so their whole budget is spent here, on a call that is
    // never answered from a replica's memory (a remembered poll costs nothing and is not counted).
    const config = (await (await fetch(`${set.url}/portal-config.json`)).json()) as {
      oidc: { authority: string; extraQueryParams: Record<string, string> };
    };
    const { tokens } = await signIn(
      config.oidc.authority,
      set.url,
      'coach@cedar.test',
      DEMO_PASSWORD,
      config.oidc.extraQueryParams,
    );
    const before = (await upstreams(set)).length;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const answer = await fetch(`${set.url}/api/v1/users/by/coach@cedar.test`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      statuses.push(answer.status);
    }
    // Within the budget every call is answered; the first past it is refused, whichever replica.
    assert.deepEqual(statuses, [...Array(LIMIT).fill(200), 429, 429]);
    const spent = (await upstreams(set)).slice(before, before + LIMIT);
    const byReplica = new Map<string, number>();
    for (const line of spent) byReplica.set(line.upstream, (byReplica.get(line.upstream) ?? 0) + 1);
    // Round-robin: each replica saw half, far under the limit on its own.
    assert.deepEqual([...byReplica.values()], [LIMIT / 2, LIMIT / 2], JSON.stringify([...byReplica]));
  });

  it('loses nothing when one replica stops: nginx sends every request to the other', async () => {
    const [, second] = set.replicas;
    await second!.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${set.url}/portal-config.json`)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200]);
  });
});
