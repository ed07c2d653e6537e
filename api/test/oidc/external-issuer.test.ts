import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { verifyAccessToken } from '../../src/auth/access-tokens.ts';
import { authConfigFor, embeddedAuthConfig, externalAuthConfig } from '../../src/oidc/auth-config.ts';
import { createTestIssuer } from '../helpers/tokens.ts';
import { signIn } from './flow.ts';
import { freePort, startServer } from './harness.ts';

// A second oidc-provider on loopback plays the organisation's identity provider; the portal
// under test runs no provider and trusts it through discovery and its JWKS.
describe('external issuer by configuration', () => {
  let idp: FastifyInstance;
  let portal: FastifyInstance;
  let idpIssuer: string;
  let portalBase: string;

  before(async () => {
    const [idpPort, portalPort] = [await freePort(), await freePort()];
    portalBase = `http://127.0.0.1:${portalPort}`;
    // The identity provider knows the portal as a client running at portalBase.
    const idpAuth = await embeddedAuthConfig({
      publicUrl: `http://127.0.0.1:${idpPort}`,
      dataDir: null,
      devOrigins: [portalBase],
    });
    idpIssuer = idpAuth.verification.issuer;
    idp = await startServer(idpAuth, idpPort);

    const auth = await authConfigFor(
      {
        publicUrl: portalBase,
        dataDir: '/nonexistent/not-used',
        oidc: { issuer: idpIssuer, audience: 'cedar-api', clientId: 'cedar-portal' },
      },
      { OIDC_EXTRA_QUERY_PARAMS: '{"audience":"cedar-api"}' },
    );
    assert.equal(auth.provider, undefined);
    portal = await startServer(auth, portalPort);
  });
  after(async () => {
    await portal?.close();
    await idp?.close();
  });

  it('runs no provider of its own', async () => {
    const response = await fetch(`${portalBase}/oidc/.well-known/openid-configuration`);
    assert.equal(response.status, 404);
  });

  it('tells the browser to sign in at the external issuer', async () => {
    const config = await (await fetch(`${portalBase}/portal-config.json`)).json();
    assert.equal(config.oidc.authority, idpIssuer);
    assert.deepEqual(config.oidc.extraQueryParams, { audience: 'cedar-api' });
  });

  it('accepts access tokens of the external issuer, verified against its JWKS', async () => {
    const { tokens } = await signIn(idpIssuer, portalBase, 'admin@cedar.test', DEMO_PASSWORD);
    const response = await fetch(`${portalBase}/whoami`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { email: 'admin@cedar.test', roles: ['Staff', 'Admin'] });
  });

  it('refuses tokens of anyone else', async () => {
    const stranger = await createTestIssuer({ issuer: idpIssuer });
    const token = await stranger.signAccessToken({ email: 'admin@cedar.test', roles: ['Admin'] });
    const response = await fetch(`${portalBase}/whoami`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 401);
  });

  it('starts even while the issuer is unreachable, and refuses tokens until it answers', async () => {
    const deadPort = await freePort();
    const auth = externalAuthConfig({
      issuer: `http://127.0.0.1:${deadPort}/oidc`,
      audience: 'cedar-api',
      clientId: 'cedar-portal',
    });
    const stranger = await createTestIssuer({ issuer: auth.verification.issuer });
    const token = await stranger.signAccessToken({ email: 'a@cedar.test' });
    await assert.rejects(verifyAccessToken(token, auth.verification));
  });
});
