import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { StaticRoots } from '../../src/config.ts';
import { etagOf } from '../../src/plugins/app/etag.ts';
import { DASHBOARD_NOW, insertDashboardFixtures } from '../helpers/dashboard-fixtures.ts';
import { COHORT_A } from '../helpers/fixtures.ts';
import { emptyStaticRoots, startTestPortal, type TestPortal } from '../helpers/portal.ts';

const CONNECTION = `/api/v1/cohort/${COHORT_A}/connection`;

describe('compressed answers', () => {
  let portal: TestPortal;
  let roots: StaticRoots;
  let dir: string;
  const script = `console.log(${JSON.stringify('cedar '.repeat(400))});`;
  before(async () => {
    ({ roots, dir } = await emptyStaticRoots());
    const put = async (root: string, file: string, body: string | Buffer) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), body);
    };
    await put(roots.host, 'index.html', '<!doctype html><title>Cedar</title>');
    await put(roots.host, 'main.3f9a1c2b.js', script);
    await put(roots.host, 'main.3f9a1c2b.js.br', brotliCompressSync(script));
    await put(roots.host, 'main.3f9a1c2b.js.gz', gzipSync(script));
    await put(roots.remotes.dashboard!, 'remoteEntry.js', script);
    await put(roots.remotes.dashboard!, 'remoteEntry.js.gz', gzipSync(script));
    const remotesFile = path.join(dir, 'registry.json');
    await writeFile(remotesFile, JSON.stringify({ dashboard: '/remotes/dashboard/mf-manifest.json' }));
    portal = await startTestPortal({ static: roots, remotesFile, now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => portal.request({ method: 'GET', url, headers });

  it('sends the build’s precompressed files as the browser accepts them, varying on Accept-Encoding', async () => {
    const br = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), script);

    const gz = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), script);

    const plain = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);

    // A remote with only a .gz beside it: brotli asked first, gzip found.
    const entry = await get('/remotes/dashboard/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(entry.headers['content-encoding'], 'gzip');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(gunzipSync(entry.rawPayload).toString(), script);
  });

  it('revalidates a precompressed file with its ETag', async () => {
    const first = await get('/remotes/dashboard/remoteEntry.js', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    assert.ok(tag);
    const again = await get('/remotes/dashboard/remoteEntry.js', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  it('compresses API JSON above 1 KB, keeping the ETag of the JSON and bodiless 304s', async () => {
    const plain = await portal.request({ as: 'learner', method: 'GET', url: CONNECTION });
    assert.equal(plain.statusCode, 200, plain.body);
    assert.ok(plain.rawPayload.length > 1024, `the connection answer is ${plain.rawPayload.length} bytes`);
    assert.equal(plain.headers['content-encoding'], undefined);

    const br = await portal.request({
      as: 'learner',
      method: 'GET',
      url: CONNECTION,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers.vary), /authorization/i);
    const json = brotliDecompressSync(br.rawPayload);
    assert.equal(json.toString(), plain.body);
    assert.ok(br.rawPayload.length < plain.rawPayload.length);
    assert.equal(br.headers.etag, etagOf(json));

    const revalidated = await portal.request({
      as: 'learner',
      method: 'GET',
      url: CONNECTION,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(br.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
    assert.equal(revalidated.headers['content-encoding'], undefined);
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['content-encoding'], undefined);
  });
});
