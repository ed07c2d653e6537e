import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProfilesEnvelope, ProfileUpdate } from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { userFavorites, users } from '../../../src/db/schema/index.ts';
import { PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('PUT /api/user/:email', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => NOW });
  });
  after(() => portal.close());

  const put = (as: PersonKey | null, who: PersonKey | string, body: unknown) =>
    portal.request({
      as,
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(who in PEOPLE ? PEOPLE[who as PersonKey].email : who)}`,
      payload: body as ProfileUpdate,
    });
  const row = async (who: PersonKey) =>
    (await portal.db.select().from(users).where(eq(users.email, PEOPLE[who].email)))[0]!;

  it('saves the editable fields, stamps user_profile_updated_date and answers the profile', async () => {
    const response = await put('classmate', 'classmate', {
      preferred_name: 'Cat',
      user_preferred_pronouns: null,
      user_programming_experience_level: 'Hobbyist',
      user_focus_time: { tuesday: ['afternoon_loon', { id: 'all_day_albatross' }] },
      user_social_media_links: [{ id: '1', name: 'github', link: 'https://github.com/cato' }],
      user_profile_updated_date: '1999-01-01',
    });
    assert.equal(response.statusCode, 200, response.body);
    const [profile] = (response.json() as ProfilesEnvelope).message.users;
    assert.equal(profile?.preferred_name, 'Cat');
    assert.deepEqual(profile?.user_focus_time, { tuesday: ['afternoon_loon', 'all_day_albatross'] });
    assert.equal(profile?.user_profile_updated_date, NOW.toISOString(), 'the server clock, not the client one');
    const stored = await row('classmate');
    assert.equal(stored.preferred_name, 'Cat');
    assert.deepEqual(stored.user_focus_time, { tuesday: ['afternoon_loon', 'all_day_albatross'] });
  });

  it('replaces favourites without marking the profile as updated', async () => {
    const before = (await row('learner')).user_profile_updated_date;
    const response = await put('learner', 'learner', {
      user_favorite_profiles: [
        { id: 0, user_email: PEOPLE.private.email },
        { id: 0, user_email: PEOPLE.coach.email },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const favourites = await portal.db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.owner_email, PEOPLE.learner.email));
    assert.deepEqual(favourites.map((f) => f.favorite_email).sort(), [PEOPLE.coach.email, PEOPLE.private.email]);
    assert.deepEqual((await row('learner')).user_profile_updated_date, before);
  });

  it('refuses unknown fields with 400 and changes nothing', async () => {
    const before = await row('learner');
    const response = await put('learner', 'learner', { preferred_name: 'Changed', is_online: true });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /additional properties/i);
    assert.deepEqual(await row('learner'), before);
  });

  for (const [name, body] of [
    ['an empty body', {}],
    [
      'an invalid social link',
      { preferred_name: 'X', user_social_media_links: [{ id: '1', name: 'github', link: 'javascript:alert(1)' }] },
    ],
    ['an unknown experience level', { user_programming_experience_level: 'Wizard' }],
    ['an unknown focus-time day', { user_focus_time: { caturday: ['night_owl'] } }],
    [
      'a favourite nobody can see',
      { preferred_name: 'X', user_favorite_profiles: [{ id: 1, user_email: PEOPLE.otherLearner.email }] },
    ],
  ] as const) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = await row('learner');
      const favouritesBefore = await portal.db.select().from(userFavorites);
      const response = await put('learner', 'learner', body);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(await row('learner'), before);
      assert.deepEqual(await portal.db.select().from(userFavorites), favouritesBefore);
    });
  }

  it("refuses another person's profile with 403, for classmates and staff alike", async () => {
    for (const as of ['classmate', 'coach', 'facilitator', 'support', 'limitedAdmin', 'otherManager'] as const) {
      const response = await put(as, 'learner', { preferred_name: 'Hacked' });
      assert.equal(response.statusCode, 403, as);
    }
    assert.notEqual((await row('learner')).preferred_name, 'Hacked');
  });

  it('lets a Program Manager edit a member of a cohort they administer', async () => {
    const response = await put('programManager', 'learner', { first_name: 'Lena-Marie' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await row('learner')).first_name, 'Lena-Marie');
  });

  it('answers 401 without a token and 404 for your own account when it is not in the portal', async () => {
    assert.equal((await put(null, 'learner', { preferred_name: 'X' })).statusCode, 401);
    const stranger = await portal.request({
      as: 'stranger@elsewhere.test',
      method: 'PUT',
      url: '/api/user/stranger%40elsewhere.test',
      payload: { preferred_name: 'X' },
    });
    assert.equal(stranger.statusCode, 404);
  });
});
