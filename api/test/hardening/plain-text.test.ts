import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilesEnvelope } from '@cedar/shared/contract';
import { encodeSupportDescription } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import { supportRequests, users } from '../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures, LMS_A } from '../helpers/dashboard-fixtures.ts';
import { COHORT_A, PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';

/**
 * Finding 14: plain text is text. It is stored and answered exactly as typed (never turned
 * into markup, never half-sanitised), and only rich text is sanitised (language lists take
 * listed ids or plain names only, so markup there is refused); the identity fields of
 * a support request come from the account, never from the form.
 */
describe('plain text stays text; support requests carry the account’s ids', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
  });
  after(() => portal.close());

  it('stores and answers plain-text profile fields exactly as typed, as JSON', async () => {
    const fields = {
      first_name: MARKUP,
      preferred_name: MARKUP,
      user_fun_fact: MARKUP,
      user_goals: MARKUP,
      user_dream_job: MARKUP,
    };
    const response = await portal.request({
      as: 'classmate',
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(PEOPLE.classmate.email)}`,
      payload: fields,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    const [profile] = (response.json() as ProfilesEnvelope).message.users;
    const [row] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.classmate.email));
    for (const [key, value] of Object.entries(fields)) {
      assert.deepEqual((profile as Record<string, unknown>)[key], value, `${key} answered as typed`);
      assert.deepEqual((row as Record<string, unknown>)[key], value, `${key} stored as typed`);
    }
  });

  it('takes the LMS and Slack ids of a support request from the account only', async () => {
    const [account] = await portal.db.select().from(users).where(eq(users.email, PEOPLE.classmate.email));
    assert.equal(account!.user_lms_id, null, 'the fixture account has no LMS id');
    assert.equal(account!.user_slack_id, null, 'the fixture account has no Slack id');
    const response = await portal.request({
      as: 'classmate',
      method: 'POST',
      url: '/api/v1/supportrequests',
      payload: {
        request_type_id: 3,
        source: 'my_cedar',
        lms_course_id: LMS_A,
        cohort_id: COHORT_A,
        user_lms_id: 'lms-of-someone-else',
        user_slack_id: 'U-SOMEONE-ELSE',
        description: encodeSupportDescription(3, { struggling: '<p>Loops</p>' }),
        email: PEOPLE.classmate.email,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const [stored] = await portal.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.user_email, PEOPLE.classmate.email));
    assert.equal(stored!.user_lms_id, null);
    assert.equal(stored!.user_slack_id, null);
  });

  it("keeps the account's own ids on its requests", async () => {
    const response = await portal.request({
      as: 'learner',
      method: 'POST',
      url: '/api/v1/supportrequests',
      payload: {
        request_type_id: 3,
        source: 'my_cedar',
        cohort_id: COHORT_A,
        user_lms_id: 'forged',
        description: encodeSupportDescription(3, { struggling: '<p>Loops</p>' }),
        email: PEOPLE.learner.email,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const [stored] = await portal.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.user_email, PEOPLE.learner.email));
    assert.equal(stored!.user_lms_id, 'lms-1001');
  });
});
