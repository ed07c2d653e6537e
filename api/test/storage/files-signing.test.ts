import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createFileSigner, filesSigningSecret } from '../../src/storage/index.ts';

describe('the file-link signing secret', () => {
  const folders: string[] = [];
  after(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
  const dataDir = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cedar-signing-'));
    folders.push(folder);
    return folder;
  };

  it('is made once in the data folder and survives a restart, so links handed out stay valid', async () => {
    const dir = await dataDir();
    const first = await filesSigningSecret({ filesSigningKey: null, dataDir: dir });
    assert.equal(first.length, 32);
    assert.equal((await stat(path.join(dir, 'files-signing.key'))).mode & 0o777, 0o600);
    const link = createFileSigner(first).sign('recordings/abc.mp4', new Date());
    const again = await filesSigningSecret({ filesSigningKey: null, dataDir: dir });
    const url = new URL(link, 'http://x');
    assert.ok(
      createFileSigner(again).verify(
        'recordings/abc.mp4',
        url.searchParams.get('expires') ?? undefined,
        url.searchParams.get('sig') ?? undefined,
        new Date(),
      ),
    );
  });

  it('is the configured key when FILES_SIGNING_KEY is set, and nothing is written', async () => {
    const dir = await dataDir();
    const key = 'k'.repeat(40);
    const config = loadConfig({ FILES_SIGNING_KEY: key, DATA_DIR: dir });
    assert.deepEqual(await filesSigningSecret(config), Buffer.from(key));
    await assert.rejects(readFile(path.join(dir, 'files-signing.key')), { code: 'ENOENT' });
  });

  it('refuses a short configured key', () => {
    assert.throws(() => loadConfig({ FILES_SIGNING_KEY: 'short' }), /at least 32 characters/);
  });
});
