import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { publicOrigin } from '../../src/oidc/public-origin.ts';
import { startAuthorization, step } from './flow.ts';
import { freePort, startServer } from './harness.ts';

const DISCOVERY = '/oidc/.well-known/openid-configuration';

// The provider answers at PUBLIC_URL only: another Host header is never written into what it
// answers (discovery, redirects), and the discovery document is never cached.
describe('the embedded provider pinned to its public origin', () => {
  let app: FastifyInstance;
  let base: string;
  let host: string;

  before(async () => {
    const port = await freePort();
    host = `127.0.0.1:${port}`;
    base = `http://${host}`;
    app = await startServer(await embeddedAuthConfig({ publicUrl: base, dataDir: null }), port);
  });
  after(() => app.close());

  it('answers discovery for its own host, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: DISCOVERY, headers: { host } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.json().authorization_endpoint, `${base}/oidc/auth`);
  });

  it('refuses discovery, authorization and the login pages for another host, reflecting nothing', async () => {
    const { jar, loginUrl } = await startAuthorization(`${base}/oidc`, base);
    const interaction = loginUrl.pathname;
    await step(jar, loginUrl.href);
    for (const url of [
      DISCOVERY,
      '/oidc/auth?client_id=cedar-portal',
      '/oidc/jwks',
      interaction,
      '/oidc/assets/login.css',
    ]) {
      for (const headers of [
        { host: 'evil.test' },
        { host: `evil.test:${host.split(':')[1]}` },
        { host: 'localhost' },
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { ...headers, cookie: jar.header() } });
        assert.equal(response.statusCode, 421, `${url} for ${headers.host}`);
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.doesNotMatch(response.body, /evil|localhost/);
      }
    }
  });

  it('does not take X-Forwarded-Host from a client when no proxy is in front (http PUBLIC_URL)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: DISCOVERY,
      headers: { host, 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /evil\.test|https:/);
  });
});

describe('the embedded provider behind a TLS-terminating proxy', () => {
  let app: FastifyInstance;

  before(async () => {
    const port = await freePort();
    app = await startServer(await embeddedAuthConfig({ publicUrl: 'https://portal.example', dataDir: null }), port);
  });
  after(() => app.close());

  it('reads the host from X-Forwarded-Host and refuses any other', async () => {
    const proxied = { host: 'cedar-internal:8080', 'x-forwarded-proto': 'https' };
    const ok = await app.inject({
      method: 'GET',
      url: DISCOVERY,
      headers: { ...proxied, 'x-forwarded-host': 'portal.example' },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().authorization_endpoint, 'https://portal.example/oidc/auth');
    const refused = await app.inject({
      method: 'GET',
      url: DISCOVERY,
      headers: { ...proxied, 'x-forwarded-host': 'evil.test' },
    });
    assert.equal(refused.statusCode, 421);
  });
});

describe('public origin rule', () => {
  it('accepts the public host with or without its default port, case aside, and nothing else', () => {
    const https = publicOrigin('https://Portal.example');
    assert.ok(https.accepts('portal.example'));
    assert.ok(https.accepts('PORTAL.example:443'));
    for (const other of [
      'portal.example:80',
      'portal.example.evil.test',
      'evil.test',
      '',
      undefined,
      'portal.example/x',
    ]) {
      assert.equal(https.accepts(other), false, String(other));
    }
    const local = publicOrigin('http://localhost:8181');
    assert.ok(local.accepts('localhost:8181'));
    assert.equal(local.accepts('127.0.0.1:8181'), false);
    assert.equal(local.accepts('localhost'), false);
  });
});
