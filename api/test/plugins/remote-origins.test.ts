import assert from 'node:assert/strict';
import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { manifestOrigins, remoteOriginsOf } from '../../src/plugins/external/remote-origins.ts';

describe('manifestOrigins', () => {
  it('lists the http(s) origins of absolute entries once each; relative entries are the portal itself', () => {
    assert.deepEqual(
      manifestOrigins({
        dashboard: '/remotes/dashboard/mf-manifest.json',
        media: 'https://CDN.example.org/media/1.4.0/mf-manifest.json',
        connect: 'https://cdn.example.org/connect/2.0.0/mf-manifest.json',
        profile: 'http://127.0.0.1:9100/profile/mf-manifest.json',
        acp: 'http://[::1]:9200/acp/mf-manifest.json',
      }),
      ['https://cdn.example.org', 'http://127.0.0.1:9100', 'http://[::1]:9200'],
    );
  });

  it('ignores whatever could widen or break the policy', () => {
    assert.deepEqual(
      manifestOrigins({
        a: 'javascript:alert(1)',
        b: 'data:text/javascript,alert(1)',
        c: 'ftp://files.example.org/mf-manifest.json',
        d: 'https://a;b/mf-manifest.json',
        e: "https://a'b/mf-manifest.json",
        f: 'https://a,b/mf-manifest.json',
        g: 42,
        h: null,
        i: 'not a url',
      }),
      [],
    );
    assert.deepEqual(manifestOrigins(['https://cdn.example.org/x.json']), []);
    assert.deepEqual(manifestOrigins(null), []);
    assert.deepEqual(manifestOrigins('https://cdn.example.org/x.json'), []);
  });
});

describe('remoteOriginsOf', () => {
  it('follows the registry file as it changes, and lists nothing while it is missing or invalid', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cedar-origins-'));
    const file = path.join(dir, 'remotes.json');
    const origins = remoteOriginsOf(file);
    await origins.refresh();
    assert.deepEqual(origins.current(), []);

    await writeFile(file, JSON.stringify({ media: 'https://cdn.example.org/media/1/mf-manifest.json' }));
    await origins.refresh();
    assert.deepEqual(origins.current(), ['https://cdn.example.org']);

    // Written atomically, as docs/deploy.md asks.
    await writeFile(`${file}.tmp`, JSON.stringify({ media: 'http://127.0.0.1:9100/media/2/mf-manifest.json' }));
    await rename(`${file}.tmp`, file);
    await Promise.all([origins.refresh(), origins.refresh()]);
    assert.deepEqual(origins.current(), ['http://127.0.0.1:9100']);

    await writeFile(file, '{ not json');
    await origins.refresh();
    assert.deepEqual(origins.current(), []);
  });
});
