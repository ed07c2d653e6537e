import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { videos } from '../../src/db/schema/index.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

/**
 * A cut-off or garbled multipart form is the caller's mistake: a 400 naming it, nothing stored.
 * The bad-input property run found `-1e+308` as a whole form answered 500.
 */
describe('malformed multipart forms', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const forms = [
    ['a body with no part at all', '-1e+308'],
    [
      'a part cut off before its end',
      '--cedar\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n\r\nabc',
    ],
    ['a part header with no name', '--cedar\r\nContent-Disposition\r\n\r\nabc\r\n--cedar--\r\n'],
  ] as const;

  for (const url of ['/api/v1/videos/ingest', '/api/v1/upload']) {
    for (const [name, payload] of forms) {
      it(`answers ${name} to ${url} with 400 and stores nothing`, async () => {
        const before = (await portal.db.select({ id: videos.id }).from(videos)).length;
        const response = await portal.request({
          as: 'facilitator',
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=cedar' },
          payload,
        });
        assert.ok([400, 413, 415].includes(response.statusCode), `${response.statusCode} ${response.body}`);
        assert.ok(JSON.parse(response.body).message, 'a message says what is wrong');
        assert.equal((await portal.db.select({ id: videos.id }).from(videos)).length, before);
      });
    }
  }
});
