import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { type AuthConfig, embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { LOGIN_TEXTS } from '../../src/oidc/views.ts';
import { formAction, form, location, signIn, startAuthorization, step } from './flow.ts';
import { freePort, startServer } from './harness.ts';

describe('embedded provider: Authorization Code + PKCE round trip', () => {
  let app: FastifyInstance;
  let auth: AuthConfig;
  let base: string;
  let issuer: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = `${base}/oidc`;
    app = await startServer(auth, port);
  });
  after(() => app.close());

  it('publishes discovery for the issuer under /oidc', async () => {
    const metadata = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    assert.equal(metadata.issuer, issuer);
    assert.equal(metadata.authorization_endpoint, `${issuer}/auth`);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
  });

  it('signs an admin in and issues a JWT access token for cedar-api with email and roles', async () => {
    const { tokens } = await signIn(issuer, base, 'admin@cedar.test', DEMO_PASSWORD, auth.portal.extraQueryParams);
    assert.equal(decodeProtectedHeader(tokens.access_token).typ, 'at+jwt');
    const { payload } = await jwtVerify(tokens.access_token, auth.verification.keys, { issuer, audience: 'cedar-api' });
    assert.equal(payload.email, 'admin@cedar.test');
    assert.deepEqual(payload.roles, ['Staff', 'Admin']);
    assert.equal(payload.client_id, 'cedar-portal');

    const idToken = decodeJwt(tokens.id_token);
    assert.equal(idToken.aud, 'cedar-portal');
    assert.equal(idToken.email, 'admin@cedar.test');
    assert.equal(idToken.given_name, 'Ada');
    assert.equal(idToken.family_name, 'Admin');
    assert.equal(idToken.name, 'Ada Admin');
    assert.deepEqual(idToken.roles, ['Staff', 'Admin']);

    const whoami = await fetch(`${base}/whoami`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.deepEqual(await whoami.json(), { email: 'admin@cedar.test', roles: ['Staff', 'Admin'] });
  });

  it('issues access tokens that live ten minutes at most, and renews them with the refresh token', async () => {
    const { tokens } = await signIn(issuer, base, 'learner@cedar.test', DEMO_PASSWORD, auth.portal.extraQueryParams);
    const { iat, exp } = decodeJwt(tokens.access_token);
    assert.ok(exp! - iat! <= 600, `the access token lives ${exp! - iat!} s`);
    assert.ok(tokens.expires_in <= 600);
    const renewed = await fetch(
      `${issuer}/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'cedar-portal' }),
    );
    const { access_token } = (await renewed.json()) as { access_token: string };
    const again = decodeJwt(access_token);
    assert.ok(again.exp! - again.iat! <= 600);
  });

  it('works without the resource parameter too (the API is the default resource)', async () => {
    const { tokens } = await signIn(issuer, base, 'learner@cedar.test', DEMO_PASSWORD);
    const { payload } = await jwtVerify(tokens.access_token, auth.verification.keys, { issuer, audience: 'cedar-api' });
    assert.deepEqual(payload.roles, []);
  });

  it('refreshes tokens, keeping the claims', async () => {
    const { tokens } = await signIn(
      issuer,
      base,
      'facilitator@cedar.test',
      DEMO_PASSWORD,
      auth.portal.extraQueryParams,
    );
    assert.ok(tokens.refresh_token, 'a refresh token is issued');
    const response = await fetch(
      `${issuer}/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'cedar-portal' }),
    );
    assert.equal(response.status, 200);
    const refreshed = (await response.json()) as { access_token: string };
    const { payload } = await jwtVerify(refreshed.access_token, auth.verification.keys, {
      issuer,
      audience: 'cedar-api',
    });
    assert.deepEqual(payload.roles, ['Staff', 'Instructor']);
  });

  it('keeps a wrong password on the login page with an error, without saying which part was wrong', async () => {
    const { jar, loginUrl } = await startAuthorization(issuer, base);
    const page = await (await step(jar, loginUrl.href)).text();
    for (const email of ['learner@cedar.test', 'nobody@cedar.test']) {
      const response = await step(jar, new URL(formAction(page), loginUrl).href, form({ email, password: 'wrong' }));
      assert.equal(response.status, 401);
      const body = await response.text();
      assert.match(body, new RegExp(LOGIN_TEXTS.wrongCredentials));
      assert.match(body, /role="alert"/);
      assert.match(body, new RegExp(`value="${email}"`));
    }
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'cedar-portal',
      redirect_uri: `${base}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
    });
    const response = await fetch(`${issuer}/auth?${query}`, { redirect: 'manual' });
    const callback = location(response, issuer);
    assert.equal(callback.searchParams.get('error'), 'invalid_request');
  });

  it('offers no implicit or hybrid sign-in', async () => {
    for (const responseType of ['id_token', 'id_token token', 'code id_token', 'token']) {
      const query = new URLSearchParams({
        client_id: 'cedar-portal',
        redirect_uri: `${base}/auth/callback`,
        response_type: responseType,
        scope: 'openid',
        nonce: 'n',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      });
      const response = await fetch(`${issuer}/auth?${query}`, { redirect: 'manual' });
      // The refusal goes back to the client, in the fragment those response types would use.
      const callback = location(response, issuer);
      assert.equal(callback.origin + callback.pathname, `${base}/auth/callback`);
      assert.equal(new URLSearchParams(callback.hash.slice(1)).get('error'), 'unsupported_response_type', responseType);
    }
  });

  it('speaks of signing out when signing out fails', async () => {
    const response = await fetch(`${issuer}/session/end?id_token_hint=not-a-token`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.match(html, /Sorry about that!/);
    assert.match(html, /We are unable to sign you out at this time\./);
    assert.doesNotMatch(html, /log you in/);
  });

  it('logs out without a confirmation step and returns to the portal', async () => {
    const { tokens, jar } = await signIn(issuer, base, 'learner@cedar.test', DEMO_PASSWORD);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/`,
      state: 'bye',
    });
    const page = await step(jar, `${issuer}/session/end?${query}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    // The page submits itself (static script); its form already says "log out".
    assert.match(html, /<script src="\/oidc\/assets\/logout.js" defer><\/script>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    assert.ok(xsrf);
    assert.match(html, /name="logout" value="yes"/);
    const confirmed = await step(jar, new URL(formAction(html), issuer).href, form({ xsrf, logout: 'yes' }));
    assert.equal(location(confirmed, issuer).href, `${base}/?state=bye`);
    // Signing out revoked the sign-in: its refresh token renews nothing any more.
    const renewal = await fetch(
      `${issuer}/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'cedar-portal' }),
    );
    assert.equal(renewal.status, 400);
    assert.equal(((await renewal.json()) as { error: string }).error, 'invalid_grant');
  });
});
