import assert from 'node:assert/strict';
import { setTimeout } from 'node:timers/promises';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { type AuthConfig, embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { KNOWN_DEVICE_COOKIE } from '../../src/oidc/known-device.ts';
import { LOGIN_TEXTS } from '../../src/oidc/views.ts';
import { form, location, startAuthorization, step } from './flow.ts';
import { freePort, startServer } from './harness.ts';

describe('login page of the embedded provider', () => {
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

  const openLogin = async () => {
    const flow = await startAuthorization(issuer, base);
    const response = await step(flow.jar, flow.loginUrl.href);
    return { ...flow, response, html: await response.text() };
  };

  it('is a labelled, branded form with no inline script or style', async () => {
    const { response, html } = await openLogin();
    assert.equal(response.status, 200);
    assert.match(html, /<html lang="en">/);
    assert.match(html, /<title>Sign in to MyCedar<\/title>/);
    assert.match(html, /<label for="email">E-mail<\/label>/);
    assert.match(html, /<input id="email" name="email" type="email" autocomplete="username"/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)/);
    assert.doesNotMatch(html, /style=|<style/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  it('sends a CSP that allows only its own files and form posts to the portal origins', async () => {
    const { response } = await openLogin();
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'self'/);
    assert.match(csp, new RegExp(`form-action 'self' ${base}(;|$)`));
    const css = await fetch(`${base}/oidc/assets/login.css`);
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /text\/css/);
    assert.equal((await fetch(`${base}/oidc/assets/toString`)).status, 404);
  });

  it("carries the landing page's top bar with the Cedar logo, and the logo as its icon", async () => {
    const { html } = await openLogin();
    assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="\/oidc\/assets\/cedar-logo.svg">/);
    assert.match(html, /<header class="top-bar">\s*<span class="logo" role="img" aria-label="Cedar logo">/);
    assert.match(html, /<img src="\/oidc\/assets\/cedar-logo.svg" alt=""/);
    assert.match(html, /<main class="content">/);
    const logo = await fetch(`${base}/oidc/assets/cedar-logo.svg`);
    assert.equal(logo.status, 200);
    assert.equal(logo.headers.get('content-type'), 'image/svg+xml');
    assert.match(await logo.text(), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('lists every demo account as a sign-in button', async () => {
    const { html } = await openLogin();
    for (const account of DEMO_ACCOUNTS) {
      assert.match(html, new RegExp(`<button type="submit" name="email" value="${account.email}">`));
      assert.ok(html.includes(account.description));
    }
  });

  it('signs in with one press of a demo button (a plain form post)', async () => {
    const { jar, html, loginUrl } = await openLogin();
    const demoForm = html.slice(html.indexOf('<section class="demo"'));
    const action = /action="([^"]+)"/.exec(demoForm)?.[1] ?? '';
    const password = /name="password" value="([^"]+)"/.exec(demoForm)?.[1] ?? '';
    const posted = await step(jar, new URL(action, loginUrl).href, form({ password, email: 'learner@cedar.test' }));
    assert.equal(posted.status, 303);
    const callback = location(await step(jar, location(posted, issuer).href), issuer);
    assert.equal(callback.origin + callback.pathname, `${base}/auth/callback`);
    assert.ok(callback.searchParams.get('code'));
  });

  it('asks for both fields when one is empty', async () => {
    const { jar, loginUrl } = await openLogin();
    const response = await step(jar, `${loginUrl.href}/login`, form({ email: 'learner@cedar.test', password: '' }));
    assert.equal(response.status, 401);
    assert.match(await response.text(), new RegExp(LOGIN_TEXTS.missingFields));
  });

  it('refuses an address holding a NUL character before looking it up', async () => {
    const { jar, loginUrl } = await openLogin();
    const response = await step(
      jar,
      `${loginUrl.href}/login`,
      form({ email: 'lear\u0000ner@cedar.test', password: 'x' }),
    );
    assert.equal(response.status, 401);
    assert.match(await response.text(), new RegExp(LOGIN_TEXTS.missingFields));
  });

  it('shows the error page for an unknown or expired sign-in request', async () => {
    const response = await fetch(`${issuer}/interaction/nope`);
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.match(html, /Sorry about that!/);
    assert.match(html, /We are unable to log you in at this time\./);
  });

  it('refuses a redirect URI that is not the portal', async () => {
    const { jar } = await startAuthorization(issuer, base);
    const query = new URLSearchParams({
      client_id: 'cedar-portal',
      redirect_uri: 'https://evil.test/cb',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await step(jar, `${issuer}/auth?${query}`);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /redirect_uri/);
  });

  it('exposes the portal config the browser client needs', async () => {
    const response = await fetch(`${base}/portal-config.json`);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await response.json(), {
      productName: 'Cedar',
      apiBase: '/api',
      apiKey: process.env.API_KEY || 'cedar-portal-web',
      oidc: {
        authority: issuer,
        client_id: 'cedar-portal',
        scope: 'openid profile email',
        redirect_path: '/auth/callback',
        post_logout_path: '/',
        extraQueryParams: { resource: `${base}/api` },
      },
      resources: {
        releaseNotes: process.env.RELEASE_NOTES_URL || 'https://docs.cedar.academy/release-notes',
        documentation: process.env.DOCUMENTATION_URL || 'https://docs.cedar.academy/',
        helpdesk: process.env.HELPDESK_URL || 'https://help.cedar.academy/',
      },
      tagManager: null,
    });
  });
});

// Each block has its own server: the per-address budget is the whole loopback's.
describe('login page under password guessing', () => {
  let app: FastifyInstance;
  let base: string;
  let issuer: string;

  beforeEach(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = auth.verification.issuer;
    app = await startServer(auth, port);
  });
  afterEach(() => app.close());

  /** A fresh sign-in request; `knownDevice` is a Set-Cookie an earlier sign-in of this browser got. */
  const loginForm = async (knownDevice?: string) => {
    const { jar, loginUrl } = await startAuthorization(issuer, base);
    if (knownDevice) jar.store(new Response(null, { headers: [['set-cookie', knownDevice]] }));
    await step(jar, loginUrl.href);
    return (email: string, password: string) => step(jar, `${loginUrl.href}/login`, form({ email, password }));
  };

  it('never locks the real user out: the right password works once the delay has passed', async () => {
    const attempt = await loginForm();
    // An attacker hammers the account with wrong passwords.
    for (let i = 0; i < 15; i++) {
      assert.ok([401, 429].includes((await attempt('facilitator@cedar.test', 'wrong')).status));
    }
    // While the delay runs, even the right password is refused, unchecked, saying how long to wait.
    const waiting = await attempt('facilitator@cedar.test', DEMO_PASSWORD);
    assert.equal(waiting.status, 429);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 8, `Retry-After: ${retryAfter}`);
    assert.match(await waiting.text(), new RegExp(LOGIN_TEXTS.waitForAccount(retryAfter)));
    await setTimeout(retryAfter * 1000);
    const signedIn = await attempt('facilitator@cedar.test', DEMO_PASSWORD);
    assert.equal(signedIn.status, 303);
  });

  it("never keeps the owner's browser waiting, however long and from wherever someone guesses", async () => {
    // The owner signs in once; their browser is known for that account from then on.
    const signedIn = await (await loginForm())('facilitator@cedar.test', DEMO_PASSWORD);
    assert.equal(signedIn.status, 303);
    const known = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`));

    // Someone keeps the account waiting and spends the whole address's budget (a shared network).
    const guess = await loginForm();
    for (let i = 0; i < 6; i++) {
      assert.ok([401, 429].includes((await guess('facilitator@cedar.test', 'wrong')).status));
    }
    for (let i = 0; i < 30; i++) await guess(`guess${i}@cedar.test`, 'wrong');
    assert.equal((await guess('facilitator@cedar.test', DEMO_PASSWORD)).status, 429);

    // The owner's browser counts its own failures only: a typo, then straight in.
    const owner = await loginForm(known);
    assert.equal((await owner('facilitator@cedar.test', 'typo')).status, 401);
    assert.equal((await owner('facilitator@cedar.test', DEMO_PASSWORD)).status, 303);
    // Known for that account only: another account from the same browser waits like everyone.
    assert.equal((await (await loginForm(known))('learner@cedar.test', DEMO_PASSWORD)).status, 429);
    assert.match(known ?? '', /HttpOnly/, 'the browser is remembered, out of reach of scripts');
  });

  it('refuses an address that guesses across many accounts, with 429 on the form', async () => {
    const attempt = await loginForm();
    for (let i = 0; i < 30; i++) assert.equal((await attempt(`guess${i}@cedar.test`, 'wrong')).status, 401);
    const refused = await attempt('learner@cedar.test', DEMO_PASSWORD);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    const page = await refused.text();
    assert.match(page, new RegExp(LOGIN_TEXTS.tooManyFromAddress));
    assert.match(page, /role="alert"/);
  });
});
