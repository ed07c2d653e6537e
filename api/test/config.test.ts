import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

describe('config', () => {
  it('has defaults for a local start', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.dataDir, path.join(REPO_ROOT, '.data'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.remotesFile, path.join(REPO_ROOT, 'api/config/remotes.json'));
    assert.equal(config.productName, 'Cedar');
    assert.equal(config.oidc.issuer, null);
    assert.equal(config.oidc.audience, 'cedar-api');
    assert.equal(config.static.remotes.acp, path.join(REPO_ROOT, 'mf-acp/dist'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      PUBLIC_URL: 'https://portal.example/',
      DATABASE_URL: 'postgres://db/cedar',
      OIDC_ISSUER: 'https://login.example',
      PRODUCT_NAME: 'Maple',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    });
    assert.equal(config.port, 9090);
    assert.equal(config.publicUrl, 'https://portal.example');
    assert.equal(config.databaseUrl, 'postgres://db/cedar');
    assert.equal(config.oidc.issuer, 'https://login.example');
    assert.equal(config.productName, 'Maple');
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.trustProxy, true);
  });

  it("loads a tag manager only when TAG_MANAGER_ID is set, from its origin or Google's", () => {
    assert.equal(loadConfig({}).tagManager, null);
    assert.equal(loadConfig({ TAG_MANAGER_ORIGIN: 'https://tags.example.org' }).tagManager, null);
    assert.deepEqual(loadConfig({ TAG_MANAGER_ID: 'GTM-ABC123' }).tagManager, {
      id: 'GTM-ABC123',
      origin: 'https://www.googletagmanager.com',
    });
    assert.deepEqual(
      loadConfig({ TAG_MANAGER_ID: 'GTM-ABC123', TAG_MANAGER_ORIGIN: 'http://127.0.0.1:9300/some/path' }).tagManager,
      { id: 'GTM-ABC123', origin: 'http://127.0.0.1:9300' },
    );
    assert.throws(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1"><script>' }), /TAG_MANAGER_ID/);
    assert.throws(
      () => loadConfig({ TAG_MANAGER_ID: 'GTM-1', TAG_MANAGER_ORIGIN: 'javascript:alert(1)' }),
      /TAG_MANAGER_ORIGIN/,
    );
    assert.throws(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1', TAG_MANAGER_ORIGIN: 'nope' }), /TAG_MANAGER_ORIGIN/);
  });

  it('chooses the file storage: disk by default, S3 with its settings', () => {
    assert.deepEqual(loadConfig({}).storage, { driver: 'disk' });
    assert.deepEqual(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'cedar-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
      {
        driver: 's3',
        s3: {
          bucket: 'cedar-files',
          region: 'us-east-1',
          endpoint: 'http://127.0.0.1:9000',
          forcePathStyle: true,
          prefix: '',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      },
    );
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 's3' }), /S3_BUCKET/);
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 'ftp' }), /disk or s3/);
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }), /both/);
  });

  it('refuses a malformed port', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a non-negative integer/);
  });
});
