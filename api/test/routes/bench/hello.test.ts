import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/bench/hello', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ fixtures: false });
  });
  after(() => portal.close());

  it('answers anyone with hello world', async () => {
    const response = await portal.request({ as: null, method: 'GET', url: '/api/bench/hello' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { hello: 'world' });
  });
});
