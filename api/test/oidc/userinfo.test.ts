import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { type AuthConfig, embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { createTestIssuer } from '../helpers/tokens.ts';
import { signIn } from './flow.ts';
import { freePort, startServer } from './harness.ts';

// Userinfo answers the portal's own access tokens (JWTs for the API carrying `openid`), and
// nothing else: tokens of another issuer, expired ones, ones without `openid`.
describe('userinfo of the embedded provider', () => {
  let app: FastifyInstance;
  let auth: AuthConfig;
  let base: string;
  let issuer: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = auth.verification.issuer;
    app = await startServer(auth, port);
  });
  after(() => app.close());

  const userinfo = (token: string, init: RequestInit = {}) =>
    fetch(`${issuer}/me`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });

  /** A token signed with the provider's own key, with the given claims. */
  const ownToken = async (claims: Record<string, unknown>, expiresIn = 600) => {
    const jwk = auth.provider!.jwks.keys[0] as JWK;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: 'learner@cedar.test', client_id: 'cedar-portal', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience('cedar-api')
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(await importJWK(jwk, 'RS256'));
  };

  it('answers the claims of the scopes the token carries, by GET and POST, never cached', async () => {
    const { tokens } = await signIn(
      issuer,
      base,
      'facilitator@cedar.test',
      DEMO_PASSWORD,
      auth.portal.extraQueryParams,
    );
    for (const method of ['GET', 'POST']) {
      const response = await userinfo(tokens.access_token, { method });
      assert.equal(response.status, 200, method);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await response.json(), {
        sub: 'facilitator@cedar.test',
        roles: ['Staff', 'Instructor'],
        email: 'facilitator@cedar.test',
        email_verified: true,
        given_name: 'Fay',
        family_name: 'Facilitator',
        name: 'Fay Facilitator',
      });
    }
    const openidOnly = await userinfo(await ownToken({ scope: 'openid' }));
    assert.deepEqual(await openidOnly.json(), { sub: 'learner@cedar.test', roles: [] });
  });

  it('refuses a token without openid, an expired one, one of another issuer, and an unknown account', async () => {
    const noOpenid = await userinfo(await ownToken({ scope: 'profile email' }));
    assert.equal(noOpenid.status, 403);
    assert.match(noOpenid.headers.get('www-authenticate') ?? '', /error="insufficient_scope"/);
    const stranger = await createTestIssuer({ issuer });
    const cases = [
      await ownToken({ scope: 'openid' }, -60),
      await stranger.signAccessToken({ email: 'learner@cedar.test' }),
      await ownToken({ scope: 'openid', sub: 'nobody@cedar.test' }),
      'not-a-token',
    ];
    for (const token of cases) {
      const response = await userinfo(token);
      assert.equal(response.status, 401);
      assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer realm=".*", error="invalid_token"/);
    }
  });

  it('lets the portal call it from the browser, and no other origin', async () => {
    const preflight = await fetch(`${issuer}/me`, {
      method: 'OPTIONS',
      headers: {
        origin: base,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), base);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    const other = await fetch(`${issuer}/me`, { method: 'OPTIONS', headers: { origin: 'https://evil.test' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});
