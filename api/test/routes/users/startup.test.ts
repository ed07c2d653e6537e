import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StartupEnvelope } from '@cedar/shared/contract';
import { COHORT_A, PEOPLE } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/v1/users/startup', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const startup = (as: string | null, username: string) =>
    portal.request({
      as,
      method: 'GET',
      url: `/api/v1/users/startup?username=${encodeURIComponent(username)}&expand=courses,cohorts,programs`,
    });

  it("answers the caller's own record with memberships, course, cohort and programs", async () => {
    const response = await startup('learner', PEOPLE.learner.email);
    assert.equal(response.statusCode, 200);
    const [user] = (response.json() as StartupEnvelope).message.users;
    assert.ok(user);
    assert.equal(user.email, PEOPLE.learner.email);
    assert.equal(user.user_role, 'student');
    assert.equal(user.hasAdminAccess, false);
    assert.equal(user.first_login, true);
    assert.equal(user.secondary_email, 'lena.private@example.com');
    assert.deepEqual(user.user_focus_time, { monday: ['night_owl', 'morning_lark'] });
    assert.deepEqual(
      user.user_favorite_profiles.map((f) => f.user_email),
      [PEOPLE.classmate.email],
    );
    const [membership] = user.mk_user_courses;
    assert.equal(membership?.cohort.cohort_id, COHORT_A);
    assert.equal(membership?.cohort.cohort_name, 'Cohort A');
    assert.equal(membership?.course?.coursename, 'Software Engineering A');
    assert.equal(membership?.course?.status, 'active');
    assert.deepEqual(user.programs, [{ id: 1, title: 'Software Engineering Backend Development' }]);
  });

  it('matches the e-mail case-insensitively', async () => {
    const response = await startup('learner', PEOPLE.learner.email.toUpperCase());
    assert.equal(response.statusCode, 200);
  });

  it('gives staff hasAdminAccess from their memberships and token roles', async () => {
    const response = await startup('facilitator', PEOPLE.facilitator.email);
    const [user] = (response.json() as StartupEnvelope).message.users;
    assert.equal(user?.hasAdminAccess, true);
    assert.equal(user?.user_role, null);
  });

  it('answers an empty list for a signed-in person the portal does not know', async () => {
    const response = await startup('stranger@elsewhere.test', 'stranger@elsewhere.test');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: { users: [] } });
  });

  it("refuses anyone else's e-mail with 403", async () => {
    const response = await startup('learner', PEOPLE.classmate.email);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message', 'statusCode']);
  });

  it('refuses a request without a token with 401', async () => {
    const response = await startup(null, PEOPLE.learner.email);
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['www-authenticate'], 'Bearer');
  });

  it('refuses a request without username with 400', async () => {
    const response = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/users/startup' });
    assert.equal(response.statusCode, 400);
  });
});
