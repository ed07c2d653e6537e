import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { authConfigFor } from '../../src/oidc/auth-config.ts';
import { pkce, startAuthorization, step } from './flow.ts';
import { freePort, startServer } from './harness.ts';

// The standalone dev servers (localhost:3000..3005) may sign in against a portal in
// development mode only: elsewhere they are origins nobody vouches for.
describe('dev-server origins of the embedded provider', () => {
  let app: FastifyInstance | undefined;
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cedar-dev-origins-'));
  });
  afterEach(() => app?.close());
  after(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (env: NodeJS.ProcessEnv) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const auth = await authConfigFor(
      { publicUrl: base, dataDir, oidc: { issuer: null, audience: 'cedar-api', clientId: 'cedar-portal' } },
      env,
    );
    app = await startServer(auth, port);
    return { base, issuer: auth.verification.issuer };
  };

  const authorizeFrom = async (issuer: string, origin: string) => {
    const query = new URLSearchParams({
      client_id: 'cedar-portal',
      redirect_uri: `${origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    return fetch(`${issuer}/auth?${query}`, { redirect: 'manual' });
  };

  it('are not registered outside development mode', async () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) {
      const { base, issuer } = await start(env);
      const response = await authorizeFrom(issuer, 'http://localhost:3000');
      assert.equal(response.status, 400, `NODE_ENV=${env.NODE_ENV}`);
      assert.match(await response.text(), /redirect_uri/);
      const login = await startAuthorization(issuer, base);
      const page = await step(login.jar, login.loginUrl.href);
      assert.equal(page.status, 200, 'the portal itself still signs in');
      assert.doesNotMatch(page.headers.get('content-security-policy') ?? '', /localhost:300/);
      await app!.close();
      app = undefined;
    }
  });

  it('are registered in development mode', async () => {
    const { issuer } = await start({ NODE_ENV: 'development' });
    for (const port of [3000, 3005]) {
      const response = await authorizeFrom(issuer, `http://localhost:${port}`);
      assert.equal(response.status, 303, `localhost:${port}`);
      assert.match(response.headers.get('location') ?? '', /\/oidc\/interaction\//);
    }
  });
});
