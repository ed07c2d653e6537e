import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CohortFieldsEnvelope, SavedWebtoolsEnvelope, WebtoolsEnvelope } from '@cedar/shared/contract';
import { COHORT_A, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const cohortUrl = `/api/v1/cohort/${COHORT_A}`;

describe("the admin console's cohort settings", () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const call = (as: PersonKey, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.request({ as, method, url, ...(payload === undefined ? {} : { payload }) });
  const fields = async () =>
    ((await call('facilitator', 'GET', cohortUrl)).json() as CohortFieldsEnvelope).message.cohort;
  const learnerTools = async () =>
    (
      (await call('learner', 'GET', `${cohortUrl}/webtools?is_active=true`)).json() as WebtoolsEnvelope
    ).message.webtools.map((t) => t.webtools_id);

  it("shows the cohort's fields to its staff and to no one else", async () => {
    assert.deepEqual(await fields(), {
      cohort_id: COHORT_A,
      cohort_name: 'Cohort A',
      program_id: 1,
      zoom_url: null,
      slack_channel_id: null,
      inscribe_community_id: null,
    });
    assert.equal((await call('learner', 'GET', cohortUrl)).statusCode, 403);
    assert.equal((await call('otherManager', 'GET', cohortUrl)).statusCode, 403);
  });

  it("lets the cohort's admin change only the fields sent", async () => {
    const response = await call('programManager', 'PUT', cohortUrl, {
      zoom_url: 'https://zoom.example/j/123',
      inscribe_community_id: '4711',
    });
    assert.equal(response.statusCode, 200, response.body);
    await call('programManager', 'PUT', cohortUrl, { slack_channel_id: 'C123' });
    const after = await fields();
    assert.equal(after.zoom_url, 'https://zoom.example/j/123');
    assert.equal(after.inscribe_community_id, '4711');
    assert.equal(after.slack_channel_id, 'C123');
  });

  it('refuses a non-numeric Inscribe id, a non-URL Zoom link and unknown fields, changing nothing', async () => {
    for (const payload of [
      { inscribe_community_id: '12a' },
      { zoom_url: 'zoom.example' },
      { cohort_name: 'Renamed' },
      { inscribe_community_id: '12 3' },
    ]) {
      assert.equal((await call('programManager', 'PUT', cohortUrl, payload)).statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await fields()).inscribe_community_id, '4711');
  });

  it('refuses a facilitator, a limited admin and another cohort’s admin (403)', async () => {
    for (const who of ['facilitator', 'limitedAdmin', 'otherManager', 'coach'] as const) {
      assert.equal((await call(who, 'PUT', cohortUrl, { slack_channel_id: 'X' })).statusCode, 403, who);
      const tools = { webtools: [{ webtools_id: 1, is_active: true }] };
      assert.equal((await call(who, 'POST', `${cohortUrl}/webtools`, tools)).statusCode, 403, who);
    }
    assert.equal((await fields()).slack_channel_id, 'C123');
  });

  it("saves the Online Tools and the learner's dashboard follows at once", async () => {
    const on = await call('programManager', 'POST', `${cohortUrl}/webtools`, {
      webtools: [
        { webtools_id: 1, is_active: true },
        { webtools_id: 2, is_active: true },
      ],
    });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal((on.json() as SavedWebtoolsEnvelope).message.name, 'Webtools');
    assert.deepEqual(await learnerTools(), [1, 2]);
    await call('programManager', 'POST', `${cohortUrl}/webtools`, {
      webtools: [
        { webtools_id: 2, is_active: false },
        { webtools_id: 3, is_active: false },
      ],
    });
    assert.deepEqual(await learnerTools(), [1]);
    const all = ((await call('learner', 'GET', `${cohortUrl}/webtools`)).json() as WebtoolsEnvelope).message.webtools;
    assert.deepEqual(
      all.map((t) => [t.webtools_id, t.is_active]),
      [
        [1, true],
        [2, false],
      ],
    );
  });

  it('refuses an unknown tool and changes nothing', async () => {
    const response = await call('programManager', 'POST', `${cohortUrl}/webtools`, {
      webtools: [
        { webtools_id: 1, is_active: false },
        { webtools_id: 999, is_active: true },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(await learnerTools(), [1]);
  });
});
