import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import { hashPassword } from '../../src/domain/passwords.ts';
import { schema } from '../../src/db/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { CookieJar, form, formAction, location, step } from './flow.ts';
import { freePort } from './harness.ts';

// A standard, certified OpenID Connect relying-party library (openid-client) against the whole
// portal app on a loopback port: discovery, code + PKCE, userinfo, refresh, revocation, logout.
// The browser part (login form, redirects) is plain HTTP with a cookie jar, as a browser does it.
describe('a standard OpenID Connect relying party against the embedded provider', () => {
  let portal: TestPortal;
  let base: string;
  let issuer: string;
  let rp: client.Configuration;
  const email = PEOPLE.programManager.email;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = auth.verification.issuer;
    portal = await startTestPortal({ auth });
    await portal.db
      .insert(schema.userCredentials)
      .values({ user_email: email, password_hash: await hashPassword(DEMO_PASSWORD) });
    await portal.app.listen({ port, host: '127.0.0.1' });
    rp = await client.discovery(new URL(issuer), 'cedar-portal', undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
  });
  after(() => portal?.close());

  /** One authorization in the browser `jar`: signs in on the login page when the provider asks. */
  const authorize = async (jar: CookieJar) => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(rp, {
      redirect_uri: `${base}/auth/callback`,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    let next = location(await step(jar, url.href), issuer);
    while (next.origin + next.pathname !== `${base}/auth/callback`) {
      const response = await step(jar, next.href);
      if (response.status === 200) {
        const page = await response.text();
        next = location(
          await step(jar, new URL(formAction(page), next).href, form({ email, password: DEMO_PASSWORD })),
          issuer,
        );
      } else {
        next = location(response, issuer);
      }
    }
    return { callback: next, checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce } };
  };

  const signIn = async (jar = new CookieJar()) => {
    const { callback, checks } = await authorize(jar);
    return { jar, tokens: await client.authorizationCodeGrant(rp, callback, checks) };
  };

  const refreshFails = (refreshToken: string) =>
    assert.rejects(client.refreshTokenGrant(rp, refreshToken), { error: 'invalid_grant' });

  it('discovers only what the client can use, fresh every time', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const metadata = rp.serverMetadata();
    assert.equal(metadata.issuer, issuer);
    assert.deepEqual(metadata.response_types_supported, ['code']);
    assert.deepEqual(metadata.grant_types_supported, ['authorization_code', 'refresh_token']);
    assert.deepEqual(metadata.token_endpoint_auth_methods_supported, ['none']);
    assert.equal(metadata.pushed_authorization_request_endpoint, undefined);
    assert.equal(metadata.dpop_signing_alg_values_supported, undefined);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.equal(metadata.userinfo_endpoint, `${issuer}/me`);
    assert.equal(metadata.revocation_endpoint, `${issuer}/token/revocation`);
    assert.equal(metadata.end_session_endpoint, `${issuer}/session/end`);
  });

  it('signs in with code + PKCE; the token response lists the granted scope', async () => {
    const { tokens } = await signIn();
    assert.equal(tokens.token_type.toLowerCase(), 'bearer');
    assert.equal(tokens.scope, 'openid profile email');
    assert.ok(tokens.expires_in && tokens.expires_in <= 600, `access token lives ${tokens.expires_in} s`);
    assert.ok(tokens.refresh_token);
    const claims = tokens.claims();
    assert.equal(claims?.sub, email);
    assert.equal(claims?.email, email);
    // The same access token opens the API.
    const startup = await fetch(`${base}/api/v1/users/startup?username=${email}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(startup.status, 200);
  });

  it('answers userinfo for the access token it issued', async () => {
    const { tokens } = await signIn();
    const userinfo = await client.fetchUserInfo(rp, tokens.access_token, email);
    assert.equal(userinfo.sub, email);
    assert.equal(userinfo.email, email);
    assert.equal(userinfo.email_verified, true);
    assert.equal(userinfo.given_name, PEOPLE.programManager.first);
    assert.deepEqual(userinfo.roles, ['Staff', 'Admin']);
    const anonymous = await fetch(`${issuer}/me`);
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.headers.get('www-authenticate') ?? '', /^Bearer/);
  });

  it('refreshes (rotating the refresh token), then revokes it', async () => {
    const { tokens } = await signIn();
    const refreshed = await client.refreshTokenGrant(rp, tokens.refresh_token!);
    assert.equal(refreshed.scope, 'openid profile email');
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token);
    assert.equal((await client.fetchUserInfo(rp, refreshed.access_token, email)).sub, email);
    await client.tokenRevocation(rp, refreshed.refresh_token!, { token_type_hint: 'refresh_token' });
    await refreshFails(refreshed.refresh_token!);
  });

  it('revokes only the replayed authorization, not an earlier sign-in in the same browser', async () => {
    const jar = new CookieJar();
    const first = await signIn(jar);
    const { callback, checks } = await authorize(jar);
    const second = await client.authorizationCodeGrant(rp, callback, checks);
    await assert.rejects(client.authorizationCodeGrant(rp, callback, checks), { error: 'invalid_grant' });
    await refreshFails(second.refresh_token!);
    const renewed = await client.refreshTokenGrant(rp, first.tokens.refresh_token!);
    assert.ok(renewed.access_token);
  });

  it('logs out through the end-session endpoint, revoking every sign-in of that session', async () => {
    const jar = new CookieJar();
    const first = await signIn(jar);
    const { tokens } = await signIn(jar);
    const endSession = client.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${base}/`,
      state: 'bye',
    });
    const page = await (await step(jar, endSession.href)).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    assert.ok(xsrf);
    const done = await step(jar, new URL(formAction(page), issuer).href, form({ xsrf, logout: 'yes' }));
    assert.equal(location(done, issuer).href, `${base}/?state=bye`);
    await refreshFails(tokens.refresh_token!);
    await refreshFails(first.tokens.refresh_token!);
  });
});
