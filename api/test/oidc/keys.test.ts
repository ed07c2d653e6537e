import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { COOKIE_KEYS_FILE, JWKS_FILE, loadProviderKeys, publicJwks } from '../../src/oidc/keys.ts';

describe('provider keys', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cedar-oidc-keys-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('creates signing and cookie keys at first start and reads the same ones back', async () => {
    const first = await loadProviderKeys(join(dir, 'data'));
    const second = await loadProviderKeys(join(dir, 'data'));
    assert.deepEqual(second, first);
    assert.equal(first.jwks.keys[0]?.alg, 'RS256');
    const saved = JSON.parse(await readFile(join(dir, 'data', JWKS_FILE), 'utf8'));
    assert.deepEqual(saved, first.jwks);
    assert.equal((await stat(join(dir, 'data', JWKS_FILE))).mode & 0o777, 0o600);
    assert.equal((await stat(join(dir, 'data', COOKIE_KEYS_FILE))).mode & 0o777, 0o600);
  });

  it('keeps keys in memory only without a data directory', async () => {
    const a = await loadProviderKeys(null);
    const b = await loadProviderKeys(null);
    assert.notEqual(a.jwks.keys[0]?.kid, b.jwks.keys[0]?.kid);
  });

  it('refuses a damaged key file instead of replacing it silently', async () => {
    const damaged = join(dir, 'damaged');
    await loadProviderKeys(damaged);
    await writeFile(join(damaged, JWKS_FILE), '{"keys":[]}');
    await assert.rejects(loadProviderKeys(damaged), /not a valid key file/);
  });

  it('publishes only the public half', async () => {
    const { jwks } = await loadProviderKeys(null);
    const [key] = publicJwks(jwks).keys;
    assert.ok(key?.n && key.e && key.kid);
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) assert.equal(member in key, false);
  });
});
