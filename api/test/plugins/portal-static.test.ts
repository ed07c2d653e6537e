import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { StaticRoots } from '../../src/config.ts';
import { cacheControlFor } from '../../src/plugins/app/portal-static.ts';
import { emptyStaticRoots, startTestPortal, type TestPortal } from '../helpers/portal.ts';

async function put(root: string, file: string, body: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), body);
}

describe('static serving', () => {
  let portal: TestPortal;
  let roots: StaticRoots;
  let dir: string;
  let remotesFile: string;
  before(async () => {
    ({ roots, dir } = await emptyStaticRoots());
    await put(roots.host, 'index.html', '<!doctype html><title>Cedar host</title>');
    await put(roots.host, 'main.3f9a1c2b7d.js', 'console.log("host")');
    await put(roots.remotes.dashboard!, 'mf-manifest.json', '{"name":"dashboard"}');
    await put(roots.remotes.dashboard!, 'remoteEntry.js', 'var dashboard;');
    await put(roots.remotes.dashboard!, 'static/js/async/123.a1b2c3d4e5.js', 'chunk');
    await put(roots.storybook, 'index.html', '<!doctype html><title>Storybook</title>');
    remotesFile = path.join(dir, 'registry.json');
    await writeFile(remotesFile, JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json' }));
    portal = await startTestPortal({ static: roots, remotesFile, fixtures: false });
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => portal.request({ method: 'GET', url });

  it('serves the host at / and falls back to index.html for app routes on reload', async () => {
    for (const url of [
      '/',
      '/profile/first.last@school.academy',
      '/acp/people/5',
      '/auth/callback?code=x&state=y',
      '/connect',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /Cedar host/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it('serves hashed host files as immutable and answers 404 for missing assets and API paths', async () => {
    const chunk = await get('/main.3f9a1c2b7d.js');
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/missing.1234abcd.js')).statusCode, 404);
    const api = await get('/api/v1/nothing-here');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().statusCode, 404);
    assert.equal((await portal.request({ method: 'POST', url: '/anything' })).statusCode, 404);
  });

  it('serves each remote under /remotes/<name>/ with entry points revalidated and chunks immutable', async () => {
    const manifest = await get('/remotes/dashboard/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await get('/remotes/dashboard/remoteEntry.js')).headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/dashboard/static/js/async/123.a1b2c3d4e5.js');
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/remotes/media/mf-manifest.json')).statusCode, 404, 'unknown or unbuilt remote');
    assert.equal((await get('/remotes/dashboard/nothing.js')).statusCode, 404);
  });

  it('never serves files outside a build folder', async () => {
    for (const url of [
      '/remotes/dashboard/../../registry.json',
      '/remotes/dashboard/%2e%2e/%2e%2e/registry.json',
      '/..%2fregistry.json',
    ]) {
      const response = await get(url);
      assert.doesNotMatch(response.body, /remotes\/dashboard\/mf-manifest/, url);
    }
  });

  it('serves Storybook under /storybook/', async () => {
    assert.match((await get('/storybook/')).body, /Storybook/);
    const redirect = await get('/storybook');
    assert.equal(redirect.statusCode, 302);
    assert.equal(redirect.headers.location, '/storybook/');
  });

  it('reads /remotes.json from the registry file at each request, never cached', async () => {
    const first = await get('/remotes.json');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.deepEqual(first.json(), { dashboard: '/remotes/dashboard/mf-manifest.json' });
    await writeFile(remotesFile, JSON.stringify({ dashboard: 'https://cdn.example/dashboard/2.0.0/mf-manifest.json' }));
    assert.equal((await get('/remotes.json')).json().dashboard, 'https://cdn.example/dashboard/2.0.0/mf-manifest.json');
    await writeFile(remotesFile, 'not json');
    assert.equal((await get('/remotes.json')).statusCode, 503);
  });

  it('names the cache policy of built files', () => {
    assert.equal(cacheControlFor('index.html'), 'no-cache');
    assert.equal(cacheControlFor('mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('__federation_expose_HomePage.8f3e21ab.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('favicon.ico'), 'no-cache');
  });
});

describe('static serving without any build', () => {
  it('starts, answers the API, and says 404 for the portal pages', async () => {
    const portal = await startTestPortal({ fixtures: false });
    try {
      assert.equal((await portal.request({ method: 'GET', url: '/api/health' })).statusCode, 200);
      const home = await portal.request({ method: 'GET', url: '/' });
      assert.equal(home.statusCode, 404);
      assert.match(home.json().message, /not built/);
      assert.equal(
        (await portal.request({ method: 'GET', url: '/remotes/dashboard/mf-manifest.json' })).statusCode,
        404,
      );
      assert.equal((await portal.request({ method: 'GET', url: '/storybook/' })).statusCode, 404);
    } finally {
      await portal.close();
    }
  });
});
