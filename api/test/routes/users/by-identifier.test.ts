import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilesEnvelope, UserProfile } from '@cedar/shared/contract';
import { COHORT_A, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('GET /api/v1/users/by/:identifier', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const fetchProfile = async (as: PersonKey | null, identifier: string) =>
    portal.request({ as, method: 'GET', url: `/api/v1/users/by/${encodeURIComponent(identifier)}` });
  const profileAs = async (as: PersonKey, identifier: string): Promise<UserProfile> => {
    const response = await fetchProfile(as, identifier);
    assert.equal(response.statusCode, 200, response.body);
    const [profile] = (response.json() as ProfilesEnvelope).message.users;
    return profile!;
  };

  it('finds a classmate by e-mail, username and id', async () => {
    const byEmail = await profileAs('classmate', PEOPLE.learner.email);
    assert.equal(byEmail.email, PEOPLE.learner.email);
    const byId = await profileAs('classmate', String(byEmail.id));
    assert.equal(byId.email, PEOPLE.learner.email);
    const byUsername = await profileAs('classmate', byEmail.username);
    assert.equal(byUsername.id, byEmail.id);
  });

  it('sends no location or time zone to others when the owner hides them', async () => {
    const seen = await profileAs('classmate', PEOPLE.private.email);
    assert.equal('user_location' in seen, false);
    assert.equal('user_timezone' in seen, false);
    const asStaff = await profileAs('programManager', PEOPLE.private.email);
    assert.equal('user_location' in asStaff, false, 'hidden means hidden from staff too');
    const own = await profileAs('private', PEOPLE.private.email);
    assert.equal(own.user_location?.description, 'Austin, TX, USA');
    assert.equal(own.user_timezone?.time_zone_id, 'America/Chicago');
  });

  it('sends location and time zone when the owner shows them', async () => {
    const seen = await profileAs('classmate', PEOPLE.learner.email);
    assert.equal(seen.user_location?.description, 'Austin, TX, USA');
    assert.equal(seen.user_timezone?.utc_offset_minutes, -360);
  });

  it('sends focus time and work schedule only to the owner and non-learner viewers', async () => {
    const learnerView = await profileAs('classmate', PEOPLE.coach.email);
    assert.equal('user_focus_time' in learnerView, false);
    assert.equal('user_work_schedule' in learnerView, false);
    const coachView = await profileAs('facilitator', PEOPLE.coach.email);
    assert.deepEqual(coachView.user_focus_time, { friday: ['evening_eagle'] });
    assert.deepEqual(coachView.user_work_schedule, ['full_time']);
  });

  it('sends secondary e-mail, LMS id and favourites only to the owner and staff of their cohort', async () => {
    const classmateView = await profileAs('classmate', PEOPLE.learner.email);
    for (const field of ['secondary_email', 'user_lms_id', 'user_favorite_profiles']) {
      assert.equal(field in classmateView, false, field);
    }
    const staffView = await profileAs('support', PEOPLE.learner.email);
    assert.equal(staffView.secondary_email, 'lena.private@example.com');
    assert.equal(staffView.user_lms_id, 'lms-1001');
    assert.equal(staffView.user_favorite_profiles?.[0]?.user_email, PEOPLE.classmate.email);
  });

  it('answers 404 for someone outside every cohort of the caller, as for an unknown person', async () => {
    const outsider = await fetchProfile('otherLearner', PEOPLE.learner.email);
    const unknown = await fetchProfile('otherLearner', 'nobody@cedar.test');
    assert.equal(outsider.statusCode, 404);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(outsider.json(), unknown.json());
  });

  it('hides test-style accounts from everyone but themselves', async () => {
    assert.equal((await fetchProfile('classmate', PEOPLE.testAccount.email)).statusCode, 404);
    assert.equal((await fetchProfile('programManager', PEOPLE.testAccount.email)).statusCode, 404);
    assert.equal((await fetchProfile('testAccount', PEOPLE.testAccount.email)).statusCode, 200);
  });

  it('shows only the memberships of cohorts the viewer is in, and online only within 5 minutes', async () => {
    const seen = await profileAs('classmate', PEOPLE.learner.email);
    assert.deepEqual(
      seen.mk_user_courses.map((m) => m.cohort_id),
      [COHORT_A],
    );
    assert.equal(seen.is_online, false);
  });

  it('lets a person who left the cohort still be seen by its staff, not by its learners', async () => {
    assert.equal((await fetchProfile('classmate', PEOPLE.former.email)).statusCode, 404);
    assert.equal((await fetchProfile('coach', PEOPLE.former.email)).statusCode, 200);
  });

  it('answers 401 without a token', async () => {
    assert.equal((await fetchProfile(null, PEOPLE.learner.email)).statusCode, 401);
  });
});
