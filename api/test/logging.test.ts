import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { loggerOptions, redactUrl } from '../src/logging.ts';
import { startTestPortal } from './helpers/portal.ts';

describe('logs', () => {
  it('redact the values of secret query parameters', () => {
    assert.equal(
      redactUrl('/auth/callback?code=abc&state=xyz&x=1'),
      '/auth/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&x=1',
    );
    assert.equal(redactUrl('/api/health'), '/api/health');
  });

  it('never carry a bearer token, a cookie or a password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('debug') as Record<string, unknown>;
    const portal = await startTestPortal({ fixtures: false, logger: { ...options, stream } });
    try {
      const token = await portal.tokenFor('learner@cedar.test');
      await portal.app.inject({
        method: 'GET',
        url: '/api/v1/users/startup?username=learner@cedar.test&password=hunter2',
        headers: { authorization: `Bearer ${token}`, cookie: 'session=secret-cookie' },
      });
      await portal.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: 'Bearer not-a-valid-token' },
      });
      const log = lines.join('');
      assert.match(log, /incoming request/);
      assert.doesNotMatch(log, new RegExp(token.slice(-20)));
      assert.doesNotMatch(log, /not-a-valid-token|secret-cookie|hunter2/);
    } finally {
      await portal.close();
    }
  });
});
