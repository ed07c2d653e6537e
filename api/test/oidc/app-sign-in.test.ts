import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../../src/domain/passwords.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { schema } from '../../src/db/index.ts';
import { embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { signIn, startAuthorization, step } from './flow.ts';
import { freePort } from './harness.ts';

// The embedded provider inside the whole app (security headers, declared route access, the
// database's accounts): a token from the login page opens the API.
describe('signing in to the full portal app', () => {
  let portal: TestPortal;
  let base: string;
  let issuer: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const auth = await embeddedAuthConfig({ publicUrl: base, dataDir: null });
    issuer = auth.verification.issuer;
    portal = await startTestPortal({ auth });
    const hash = await hashPassword(DEMO_PASSWORD);
    await portal.db.insert(schema.userCredentials).values([
      { user_email: PEOPLE.programManager.email, password_hash: hash },
      { user_email: PEOPLE.learner.email, password_hash: hash },
    ]);
    await portal.app.listen({ port, host: '127.0.0.1' });
  });
  after(() => portal?.close());

  it('serves the login page with its own CSP under the app security headers', async () => {
    const { jar, loginUrl } = await startAuthorization(issuer, base);
    const response = await step(jar, loginUrl.href);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /^default-src 'none'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  });

  it('gives a token that the API accepts for the signed-in user only', async () => {
    const { tokens } = await signIn(issuer, base, PEOPLE.programManager.email, DEMO_PASSWORD);
    const own = `${base}/api/v1/users/startup?username=${PEOPLE.programManager.email}&expand=courses,cohorts,programs`;
    const response = await fetch(own, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(response.status, 200);
    const other = await fetch(`${base}/api/v1/users/startup?username=${PEOPLE.learner.email}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(other.status, 403);
    assert.equal((await fetch(own)).status, 401);
  });

  it('refuses a wrong password for a real account', async () => {
    await assert.rejects(
      signIn(issuer, base, PEOPLE.learner.email, 'not-the-password'),
      /expected a redirect, got 401/,
    );
  });
});
