import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../src/config.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/bench/hello', () => {
  describe('in bench mode (BENCH_ENDPOINTS=1)', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ fixtures: false, benchEndpoints: true });
    });
    after(() => portal.close());

    it('answers anyone with hello world', async () => {
      const response = await portal.request({ as: null, method: 'GET', url: '/api/bench/hello' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { hello: 'world' });
    });
  });

  describe('otherwise', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ fixtures: false });
    });
    after(() => portal.close());

    it('is not a route: the API answers 404', async () => {
      const response = await portal.request({ as: null, method: 'GET', url: '/api/bench/hello' });
      assert.equal(response.statusCode, 404);
      assert.equal(
        portal.app.accessTable().some((route) => route.url === '/api/bench/hello'),
        false,
      );
    });

    it('is off unless BENCH_ENDPOINTS says so', () => {
      assert.equal(loadConfig({}).benchEndpoints, false);
      assert.equal(loadConfig({ BENCH_ENDPOINTS: '1' }).benchEndpoints, true);
    });
  });
});
