import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';
import { buildApp } from '../../src/app.ts';
import { hashPassword } from '../../src/domain/passwords.ts';
import { loadConfig } from '../../src/config.ts';
import { schema } from '../../src/db/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { type AuthConfig, embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { DbAdapter, purgeExpiredOidcPayloads, startOidcCleanup } from '../../src/oidc/db-adapter.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { insertFixtures, PEOPLE } from '../helpers/fixtures.ts';
import { emptyStaticRoots } from '../helpers/portal.ts';
import { form, location, pkce, signIn, step } from './flow.ts';
import { freePort } from './harness.ts';

const T0 = new Date('2026-03-02T09:00:00Z');

describe('oidc-provider adapter on the database', () => {
  let database: TestDatabase;
  let clock: Date;
  const adapter = (model: string) => new DbAdapter(database.db, model, () => clock);

  before(async () => {
    database = await openTestDatabase({ seed: false });
  });
  after(() => database?.close());
  beforeEach(async () => {
    clock = T0;
    await database.db.delete(schema.oidcPayloads);
  });

  it('finds what it stored, per model, and replaces it on a second upsert', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { accountId: 'learner@cedar.test', uid: 'u1', exp: 1 }, 3600);
    assert.deepEqual(await sessions.find('s1'), { accountId: 'learner@cedar.test', uid: 'u1', exp: 1 });
    assert.equal(await adapter('Grant').find('s1'), undefined);
    assert.equal(await sessions.find('unknown'), undefined);

    await sessions.upsert('s1', { accountId: 'learner@cedar.test', uid: 'u2' }, 3600);
    assert.deepEqual(await sessions.find('s1'), { accountId: 'learner@cedar.test', uid: 'u2' });
    assert.equal(await sessions.findByUid('u1'), undefined);
    assert.deepEqual(await sessions.findByUid('u2'), { accountId: 'learner@cedar.test', uid: 'u2' });
  });

  it('finds by user code', async () => {
    const codes = adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 600);
    assert.deepEqual(await codes.findByUserCode('ABCD-EFGH'), { userCode: 'ABCD-EFGH', grantId: 'g1' });
    assert.equal(await codes.findByUserCode('ZZZZ-ZZZZ'), undefined);
  });

  it('marks consumed objects, and a later save does not revive them', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    assert.equal((await codes.find('c1'))?.consumed, undefined);

    clock = new Date(T0.getTime() + 5_000);
    await codes.consume('c1');
    assert.equal((await codes.find('c1'))?.consumed, T0.getTime() / 1000 + 5);

    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    assert.ok((await codes.find('c1'))?.consumed, 'still consumed');
    await codes.upsert('c2', { grantId: 'g1', consumed: 1_700_000_000 }, 60);
    assert.equal((await codes.find('c2'))?.consumed, 1_700_000_000);
  });

  it('destroys one object', async () => {
    const grants = adapter('Grant');
    await grants.upsert('g1', { accountId: 'a' }, 3600);
    await grants.upsert('g2', { accountId: 'b' }, 3600);
    await grants.destroy('g1');
    assert.equal(await grants.find('g1'), undefined);
    assert.ok(await grants.find('g2'));
  });

  it('revokes the objects of one grant, one model at a time', async () => {
    const refresh = adapter('RefreshToken');
    const access = adapter('AccessToken');
    await refresh.upsert('r1', { grantId: 'g1' }, 3600);
    await refresh.upsert('r2', { grantId: 'g1' }, 3600);
    await refresh.upsert('r3', { grantId: 'g2' }, 3600);
    await access.upsert('a1', { grantId: 'g1' }, 3600);

    await refresh.revokeByGrantId('g1');
    assert.equal(await refresh.find('r1'), undefined);
    assert.equal(await refresh.find('r2'), undefined);
    assert.ok(await refresh.find('r3'), 'another grant is kept');
    assert.ok(await access.find('a1'), 'the access token model revokes its own');
  });

  it('reads expired objects as absent, and keeps objects without a lifetime', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 60);
    await sessions.upsert('s2', { uid: 'u2' });
    clock = new Date(T0.getTime() + 59_000);
    assert.ok(await sessions.find('s1'));
    clock = new Date(T0.getTime() + 60_000);
    assert.equal(await sessions.find('s1'), undefined);
    assert.equal(await sessions.findByUid('u1'), undefined);
    clock = new Date(T0.getTime() + 365 * 24 * 3600_000);
    assert.ok(await sessions.find('s2'));
  });

  it('purges expired rows only', async () => {
    await adapter('Session').upsert('s1', { uid: 'u1' }, 60);
    await adapter('Grant').upsert('g1', {}, 3600);
    await adapter('Grant').upsert('g2', {});
    assert.equal(await purgeExpiredOidcPayloads(database.db, new Date(T0.getTime() + 120_000)), 1);
    const left = await database.db.select({ id: schema.oidcPayloads.id }).from(schema.oidcPayloads);
    assert.deepEqual(left.map((row) => row.id).sort(), ['g1', 'g2']);
  });

  it('cleans up on a timer until stopped', async () => {
    await adapter('Session').upsert('s1', { uid: 'u1' }, 60);
    const later = () => new Date(T0.getTime() + 120_000);
    const cleanup = startOidcCleanup(database.db, { intervalMs: 5, now: later });
    try {
      for (let i = 0; i < 200; i += 1) {
        const rows = await database.db.select().from(schema.oidcPayloads);
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.equal((await database.db.select().from(schema.oidcPayloads)).length, 0);
    } finally {
      await cleanup.stop();
    }
    await adapter('Session').upsert('s2', { uid: 'u2' }, 60);
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal((await database.db.select().from(schema.oidcPayloads)).length, 1, 'nothing runs after stop');
  });
});

// The whole app twice on one database: what the provider stored survives the first app.
describe('signing in survives a restart of the server', () => {
  let database: TestDatabase;
  let auth: AuthConfig;
  let base: string;
  let issuer: string;
  let port: number;
  let app: FastifyInstance | undefined;
  let scratchDir: string;

  const start = async () => {
    const scratch = await emptyStaticRoots();
    scratchDir = scratch.dir;
    const remotesFile = path.join(scratch.dir, 'remotes.json');
    await writeFile(remotesFile, '{}');
    const instance = await buildApp({
      config: { ...loadConfig({}), remotesFile, static: scratch.roots },
      database: { db: database.db, ping: database.ping },
      auth,
      logger: false,
    });
    await instance.listen({ port, host: '127.0.0.1' });
    return instance;
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
    await rm(scratchDir, { recursive: true, force: true });
  };

  before(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = auth.verification.issuer;
    database = await openTestDatabase({ seed: false });
    await insertFixtures(database.db);
    await database.db
      .insert(schema.userCredentials)
      .values({ user_email: PEOPLE.facilitator.email, password_hash: await hashPassword(DEMO_PASSWORD) });
  });
  after(async () => {
    await stop();
    await database?.close();
  });

  it('renews tokens and keeps the browser session after the restart', async () => {
    app = await start();
    const { tokens, jar } = await signIn(
      issuer,
      base,
      PEOPLE.facilitator.email,
      DEMO_PASSWORD,
      auth.portal.extraQueryParams,
    );
    assert.ok(tokens.refresh_token, 'a refresh token is issued');
    const stored = await database.db.select({ model: schema.oidcPayloads.model }).from(schema.oidcPayloads);
    const models = new Set(stored.map((row) => row.model));
    for (const model of ['Session', 'Grant', 'RefreshToken']) assert.ok(models.has(model), `${model} is stored`);

    await stop();
    app = await start();

    const response = await fetch(`${issuer}/token`, {
      ...form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'cedar-portal' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    });
    assert.equal(response.status, 200, await response.clone().text());
    const refreshed = (await response.json()) as { access_token: string; refresh_token?: string };
    const { payload } = await jwtVerify(refreshed.access_token, auth.verification.keys, {
      issuer,
      audience: 'cedar-api',
    });
    assert.equal(payload.email, PEOPLE.facilitator.email);
    const startup = await fetch(`${base}/api/v1/users/startup?username=${PEOPLE.facilitator.email}`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    assert.equal(startup.status, 200);

    // The provider's session cookie still names a session: a new authorization needs no login.
    const { challenge } = pkce();
    const query = new URLSearchParams({
      client_id: 'cedar-portal',
      redirect_uri: `${base}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'after-restart',
    });
    let next = location(await step(jar, `${issuer}/auth?${query}`), issuer);
    // The provider may pass through its interaction once to resume; it never shows the login form.
    for (let hops = 0; next.href.startsWith(`${issuer}/`) && hops < 5; hops += 1) {
      next = location(await step(jar, next.href), issuer);
    }
    assert.equal(`${next.origin}${next.pathname}`, `${base}/auth/callback`);
    assert.ok(next.searchParams.get('code'), `a code, not ${next.href}`);
  });
});
