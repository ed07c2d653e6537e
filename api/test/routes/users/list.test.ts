import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilesEnvelope } from '@cedar/shared/contract';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/v1/users', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const list = (as: PersonKey | null, query: string, path = '/api/v1/users') =>
    portal.request({ as, method: 'GET', url: `${path}?${query}` });
  const emails = async (as: PersonKey, query: string) => {
    const response = await list(as, query);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as ProfilesEnvelope).message.users.map((u) => u.email);
  };

  it('lists a cohort to its learners: active, visible members, no test-style accounts, highest role first', async () => {
    const seen = await emails('learner', `cohort_id=${COHORT_A}`);
    assert.ok(seen.includes(PEOPLE.classmate.email));
    assert.ok(!seen.includes(PEOPLE.invisible.email), 'is_visible=false is hidden from learners');
    assert.ok(!seen.includes(PEOPLE.former.email), 'inactive members are hidden from learners');
    assert.ok(!seen.includes(PEOPLE.testAccount.email), 'test-style accounts are hidden');
    assert.equal(seen[0], PEOPLE.support.email, 'role 15 first');
    assert.equal(new Set(seen).size, seen.length, 'one entry per e-mail');
  });

  it('shows a test-style account its own entry', async () => {
    assert.ok((await emails('testAccount', `cohort_id=${COHORT_A}`)).includes(PEOPLE.testAccount.email));
  });

  it('lists every member, hidden and inactive included, to staff of the cohort', async () => {
    const seen = await emails('coach', `cohort_id=${COHORT_A}`);
    assert.ok(seen.includes(PEOPLE.invisible.email));
    assert.ok(seen.includes(PEOPLE.former.email));
    assert.ok(!seen.includes(PEOPLE.testAccount.email));
  });

  it('filters by role and visibility and pages with limit and offset', async () => {
    assert.deepEqual(await emails('programManager', `cohort_id=${COHORT_A}&role_id=5`), [PEOPLE.coach.email]);
    assert.deepEqual(await emails('programManager', `cohort_id=${COHORT_A}&is_visible=false`), [
      PEOPLE.invisible.email,
    ]);
    const all = await emails('programManager', `cohort_id=${COHORT_A}`);
    assert.deepEqual(await emails('programManager', `cohort_id=${COHORT_A}&limit=2&offset=1`), all.slice(1, 3));
  });

  it("carries each member's membership in the cohort and applies the privacy rules", async () => {
    const response = await list('classmate', `cohort_id=${COHORT_A}`);
    const users = (response.json() as ProfilesEnvelope).message.users;
    const hidden = users.find((u) => u.email === PEOPLE.private.email)!;
    assert.equal('user_location' in hidden, false);
    assert.deepEqual(
      hidden.mk_user_courses.map((m) => [m.cohort_id, m.user_role_id]),
      [[COHORT_A, 1]],
    );
  });

  it('refuses a learner of another cohort with 403', async () => {
    assert.equal((await list('otherLearner', `cohort_id=${COHORT_A}`)).statusCode, 403);
    assert.equal((await list('otherManager', `cohort_id=${COHORT_A}`)).statusCode, 403);
  });

  it('needs cohort_id from anyone who administers no cohort; lists administered cohorts otherwise', async () => {
    assert.equal((await list('learner', '')).statusCode, 400);
    const seen = await emails('otherManager', '');
    assert.ok(seen.includes(PEOPLE.otherLearner.email));
    assert.ok(!seen.includes(PEOPLE.learner.email));
  });

  it('answers ?username= with the privacy-filtered profile, on both paths', async () => {
    for (const path of ['/api/v1/users', '/api/v1/users/']) {
      const response = await list('classmate', `username=${encodeURIComponent(PEOPLE.private.email)}`, path);
      assert.equal(response.statusCode, 200);
      const [user] = (response.json() as ProfilesEnvelope).message.users;
      assert.equal(user?.email, PEOPLE.private.email);
      assert.equal(user && 'user_location' in user, false);
    }
    assert.equal((await list('otherLearner', `username=${encodeURIComponent(PEOPLE.learner.email)}`)).statusCode, 404);
  });

  it('rejects malformed filters with 400', async () => {
    assert.equal((await list('learner', 'cohort_id=abc')).statusCode, 400);
    assert.equal((await list('learner', `cohort_id=${COHORT_A}&limit=1000`)).statusCode, 400);
  });

  it('answers 401 without a token', async () => {
    assert.equal((await list(null, `cohort_id=${COHORT_B}`)).statusCode, 401);
  });
});
