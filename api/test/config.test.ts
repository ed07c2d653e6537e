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

  it('refuses a malformed port', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a non-negative integer/);
  });
});
