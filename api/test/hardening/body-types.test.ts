import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { COHORT_A, PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

/** Finding 8: bodies must match their schema; only query strings and path parameters are coerced. */
describe('JSON bodies are never coerced', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const put = (payload: unknown) =>
    portal.request({
      as: 'learner',
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(PEOPLE.learner.email)}`,
      payload: payload as object,
    });
  const stored = async () => (await portal.db.select().from(users).where(eq(users.email, PEOPLE.learner.email)))[0]!;

  for (const [name, body] of [
    ['a number for a text', { first_name: 12345 }],
    ['a string for a boolean', { user_show_location: 'true' }],
    ['a number for a boolean', { user_show_timezone: 1 }],
    ['a lone string for a list', { user_programming_languages: 'TypeScript' }],
    ['a boolean for a text', { preferred_name: true }],
    ['null for a non-nullable text', { last_name: null }],
  ] as const) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = await stored();
      const response = await put(body);
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /^Invalid body: /);
      assert.deepEqual(await stored(), before);
    });
  }

  it('refuses a string for a number in a body', async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'POST',
      url: '/api/uservideoview',
      payload: { user_email: PEOPLE.learner.email, video_id: '1', watch_details: { views: [] } },
    });
    assert.equal(response.statusCode, 400, response.body);
  });

  it('still takes the body when its types are right', async () => {
    const response = await put({ first_name: 'Lena', user_show_location: true });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('still coerces query strings and path parameters', async () => {
    const query = await portal.request({
      as: 'learner',
      method: 'GET',
      url: `/api/v1/cohort/${COHORT_A}/webtools?is_active=true`,
    });
    assert.equal(query.statusCode, 200, query.body);
    const badPath = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/cohort/abc/webtools' });
    assert.equal(badPath.statusCode, 400, badPath.body);
  });
});
