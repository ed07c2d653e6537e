import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { embeddedAuthConfig } from '../../src/oidc/auth-config.ts';
import { emptyStaticRoots, startTestPortal, type TestPortal } from '../helpers/portal.ts';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let portal: TestPortal;
  before(async () => {
    const { roots } = await emptyStaticRoots();
    await mkdir(roots.host, { recursive: true });
    await writeFile(path.join(roots.host, 'index.html'), '<!doctype html><title>Cedar</title>');
    await mkdir(roots.storybook, { recursive: true });
    await writeFile(path.join(roots.storybook, 'index.html'), '<!doctype html><title>Storybook</title>');
    // The provider answers its public host only: the one app.inject addresses (localhost:80).
    const auth = await embeddedAuthConfig({ publicUrl: 'http://localhost', dataDir: null });
    portal = await startTestPortal({ static: roots, auth, fixtures: false });
  });
  after(() => portal.close());

  it('gives the portal a strict Content-Security-Policy', async () => {
    const response = await portal.request({ method: 'GET', url: '/profile/learner@cedar.test' });
    assert.equal(response.statusCode, 200);
    const csp = directives(response.headers['content-security-policy']);
    assert.equal(csp.get('default-src'), "'self'");
    assert.equal(csp.get('script-src'), "'self'", 'no inline or eval scripts');
    assert.equal(csp.get('style-src'), "'self' 'unsafe-inline'", 'Griffel injects <style> at run time');
    assert.equal(csp.get('img-src'), "'self' data: blob: https:");
    assert.equal(csp.get('connect-src'), "'self'");
    assert.equal(csp.get('media-src'), "'self' blob:");
    assert.equal(csp.get('frame-ancestors'), "'none'");
    assert.equal(csp.get('form-action'), "'self'");
    assert.equal(csp.get('object-src'), "'none'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    // Browsers keep to https for a year once they have seen the portal over https (ASVS 14.4.5).
    assert.match(String(response.headers['strict-transport-security']), /^max-age=(\d+); includeSubDomains$/);
    assert.ok(Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))![1]) >= 31_536_000);
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  it('sends the same headers on API answers, errors included', async () => {
    const response = await portal.request({ method: 'GET', url: '/api/v1/users/startup?username=a@b.c' });
    assert.equal(response.statusCode, 401);
    assert.equal(directives(response.headers['content-security-policy']).get('script-src'), "'self'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
  });

  it('relaxes the policy for Storybook, and only under /storybook/', async () => {
    const response = await portal.request({ method: 'GET', url: '/storybook/' });
    assert.equal(response.statusCode, 200);
    const csp = directives(response.headers['content-security-policy']);
    assert.match(csp.get('script-src')!, /'unsafe-inline'/);
    assert.equal(csp.get('frame-ancestors'), "'self'", 'the manager frames its preview');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    const portalPage = await portal.request({ method: 'GET', url: '/storybook-not-really' });
    assert.equal(directives(portalPage.headers['content-security-policy']).get('script-src'), "'self'");
    assert.equal(directives(portalPage.headers['content-security-policy']).get('sandbox'), undefined);
  });

  it("sandboxes Storybook away from the portal's origin (its storage, its tokens)", async () => {
    const response = await portal.request({ method: 'GET', url: '/storybook/' });
    const sandbox = directives(response.headers['content-security-policy']).get('sandbox');
    assert.ok(sandbox, 'Storybook documents are sandboxed');
    assert.match(sandbox, /\ballow-scripts\b/);
    assert.doesNotMatch(sandbox, /allow-same-origin|allow-top-navigation|allow-popups-to-escape-sandbox/);
    // An opaque-origin document loads its module scripts with CORS.
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });

  it("leaves the embedded provider's pages their own sign-in policy", async () => {
    const response = await portal.request({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 200);
    const csp = directives(response.headers['content-security-policy']);
    assert.equal(csp.get('default-src'), "'none'");
    assert.match(csp.get('form-action')!, /'self' http:\/\/localhost$/);
  });

  it('hands the provider the path the router matched, however the mount was spelled', async () => {
    for (const url of ['/%6Fidc/.well-known/openid-configuration', '/%6fidc/.well-known/openid-configuration?x=1']) {
      const response = await portal.request({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.json().authorization_endpoint, 'http://localhost/oidc/auth');
      assert.equal(directives(response.headers['content-security-policy']).get('default-src'), "'none'");
    }
  });

  it('serves the portal config to anyone, never cached', async () => {
    const response = await portal.request({ method: 'GET', url: '/portal-config.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.json().apiBase, '/api');
    assert.equal(response.json().tagManager, null, 'no tag manager unless configured');
  });
});

describe('security headers with a tag manager configured', () => {
  let portal: TestPortal;
  before(async () => {
    const { roots } = await emptyStaticRoots();
    await mkdir(roots.host, { recursive: true });
    await writeFile(path.join(roots.host, 'index.html'), '<!doctype html><title>Cedar</title>');
    const auth = await embeddedAuthConfig({ publicUrl: 'http://localhost', dataDir: null });
    const tagManager = { id: 'GTM-TEST1', origin: 'https://tags.example.org' };
    portal = await startTestPortal({ static: roots, auth, fixtures: false, tagManager });
  });
  after(() => portal.close());

  it('allows exactly the tag manager origin for scripts and connections, nothing else', async () => {
    const response = await portal.request({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    assert.equal(csp.get('script-src'), "'self' https://tags.example.org");
    assert.equal(csp.get('connect-src'), "'self' https://tags.example.org");
    assert.equal(csp.get('default-src'), "'self'");
    assert.equal(csp.get('style-src'), "'self' 'unsafe-inline'", 'no inline scripts or other origins come with it');
    assert.equal(csp.get('frame-src'), undefined);
  });

  it('publishes the container to the host in the portal config', async () => {
    const response = await portal.request({ method: 'GET', url: '/portal-config.json' });
    assert.deepEqual(response.json().tagManager, { id: 'GTM-TEST1', origin: 'https://tags.example.org' });
  });
});

describe('security headers with remotes on other origins', () => {
  let portal: TestPortal;
  let remotesFile: string;
  const registry = {
    dashboard: '/remotes/dashboard/mf-manifest.json',
    media: 'https://cdn.example.org/media/1.4.0/mf-manifest.json',
    connect: 'http://127.0.0.1:9100/connect/2.0.0/mf-manifest.json',
    profile: 'https://cdn.example.org/profile/3.1.0/mf-manifest.json',
    acp: 'javascript:alert(1)',
  };
  before(async () => {
    const { roots } = await emptyStaticRoots();
    await mkdir(roots.host, { recursive: true });
    await writeFile(path.join(roots.host, 'index.html'), '<!doctype html><title>Cedar</title>');
    remotesFile = path.join(await mkdtemp(path.join(tmpdir(), 'cedar-csp-')), 'remotes.json');
    await writeFile(remotesFile, JSON.stringify(registry));
    const auth = await embeddedAuthConfig({ publicUrl: 'http://localhost:8080', dataDir: null });
    portal = await startTestPortal({ static: roots, auth, fixtures: false, remotesFile });
  });
  after(() => portal.close());

  it('lets pages load scripts, manifests and assets from the origins the registry lists', async () => {
    const response = await portal.request({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    const csp = directives(response.headers['content-security-policy']);
    const origins = 'https://cdn.example.org http://127.0.0.1:9100';
    assert.equal(csp.get('script-src'), `'self' ${origins}`);
    assert.equal(csp.get('connect-src'), `'self' ${origins}`);
    assert.equal(csp.get('style-src'), `'self' 'unsafe-inline' ${origins}`);
    assert.equal(csp.get('default-src'), "'self'");
    assert.equal(csp.get('object-src'), "'none'");
  });

  it('follows the registry: a switched entry counts from the next page load, a removed one no longer does', async () => {
    await writeFile(
      remotesFile,
      JSON.stringify({
        ...registry,
        connect: '/remotes/connect/mf-manifest.json',
        profile: 'https://static.example.net/profile/3.2.0/mf-manifest.json',
      }),
    );
    const csp = directives(
      (await portal.request({ method: 'GET', url: '/connect' })).headers['content-security-policy'],
    );
    assert.equal(csp.get('script-src'), "'self' https://cdn.example.org https://static.example.net");
    await writeFile(remotesFile, JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json' }));
    const back = directives((await portal.request({ method: 'GET', url: '/' })).headers['content-security-policy']);
    assert.equal(back.get('script-src'), "'self'");
    assert.equal(back.get('connect-src'), "'self'");
  });

  it('reads the registry for pages only: an API answer, however its path is spelled, keeps the origins last read', async () => {
    await writeFile(remotesFile, JSON.stringify(registry));
    const page = directives((await portal.request({ method: 'GET', url: '/' })).headers['content-security-policy']);
    assert.equal(page.get('script-src'), "'self' https://cdn.example.org http://127.0.0.1:9100");
    await writeFile(remotesFile, JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json' }));
    for (const prefix of ['/api', '/%61pi']) {
      const api = await portal.request({ method: 'GET', url: `${prefix}/v1/users/startup?username=a@b.c` });
      assert.equal(api.statusCode, 401, prefix);
      const csp = directives(api.headers['content-security-policy']);
      assert.equal(csp.get('script-src'), "'self' https://cdn.example.org http://127.0.0.1:9100", prefix);
    }
    const next = directives((await portal.request({ method: 'GET', url: '/' })).headers['content-security-policy']);
    assert.equal(next.get('script-src'), "'self'");
  });
});
