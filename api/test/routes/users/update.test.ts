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
    assert.match(response.json().message, /is_online.*unexpected property/i);
    assert.deepEqual(await row('learner'), before);
  });

  for (const [name, body, field] of [
    ['an empty body', {}, undefined],
    [
      'an invalid social link',
      { preferred_name: 'X', user_social_media_links: [{ id: '1', name: 'github', link: 'javascript:alert(1)' }] },
      'link',
    ],
    [
      'an unknown experience level',
      { user_programming_experience_level: 'Wizard' },
      'user_programming_experience_level',
    ],
    ['an unknown focus-time day', { user_focus_time: { caturday: ['night_owl'] } }, 'user_focus_time'],
    [
      'a favourite nobody can see',
      { preferred_name: 'X', user_favorite_profiles: [{ id: 1, user_email: PEOPLE.otherLearner.email }] },
      'user_favorite_profiles',
    ],
    [
      'an ftp link',
      { user_social_media_links: [{ id: '1', name: 'GitHub', link: 'ftp://files.example.com' }] },
      'link',
    ],
    ['an unknown network', { user_social_media_links: [{ id: '1', name: 'Myspace', link: '' }] }, 'name'],
    ['an unknown focus-time slot', { user_focus_time: { monday: ['lunch_loon'] } }, 'user_focus_time'],
    ['an unknown work option', { user_work_schedule: ['night_shift'] }, 'user_work_schedule'],
    [
      'an unknown spoken-language id',
      { user_additional_spoken_languages: ['9999'] },
      'user_additional_spoken_languages',
    ],
    ['a language name with markup', { user_programming_languages: ['<b>Go</b>'] }, 'user_programming_languages'],
    [
      'a time zone that is not IANA',
      { user_timezone: { time_zone_id: 'Mars/Olympus', time_zone_name: 'Mars Time', utc_offset_minutes: 0 } },
      'time_zone_id',
    ],
    ['a control character in a name', { preferred_name: 'Le\u0007na' }, 'preferred_name'],
    ['a line break in a one-line field', { user_dream_job: 'Engineer\nand more' }, 'user_dream_job'],
    ['an overlong fun fact', { user_fun_fact: 'x'.repeat(2001) }, 'user_fun_fact'],
    [
      'an offset outside UTC-14..+14',
      { user_timezone: { time_zone_id: 'UTC', time_zone_name: 'UTC', utc_offset_minutes: 900 } },
      'utc_offset_minutes',
    ],
    ['a protocol-relative image', { user_image_url: '//evil.example/x.jpg' }, 'user_image_url'],
    ['a number where text belongs', { preferred_name: 42 }, 'preferred_name'],
  ] as const satisfies readonly (readonly [string, unknown, string?])[]) {
    it(`refuses ${name} with 400 naming the field, and changes nothing`, async () => {
      const before = await row('learner');
      const favouritesBefore = await portal.db.select().from(userFavorites);
      const response = await put('learner', 'learner', body);
      assert.equal(response.statusCode, 400, response.body);
      if (field) assert.match(response.json().message, new RegExp(field), response.body);
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

  it('lets a Program Manager edit the names and image of a member of a cohort they administer', async () => {
    const response = await put('programManager', 'learner', {
      first_name: 'Lena-Marie',
      preferred_name: 'Lena',
      user_image_url: '/files/avatars/lena.jpeg',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await row('learner')).first_name, 'Lena-Marie');
    assert.equal((await row('learner')).user_image_url, '/files/avatars/lena.jpeg');
  });

  it("refuses a Program Manager anything else of a member's profile, naming the fields, and changes nothing", async () => {
    const before = await row('learner');
    const response = await put('programManager', 'learner', {
      first_name: 'Changed',
      user_goals: 'Theirs',
      user_show_location: true,
    });
    assert.equal(response.statusCode, 403, response.body);
    assert.match(response.json().message, /user_goals, user_show_location/);
    assert.deepEqual(await row('learner'), before);
  });

  it('stores language ids as titles, known titles in their listed spelling, and free entries as typed', async () => {
    const response = await put('classmate', 'classmate', {
      user_primary_spoken_language: 'english',
      user_additional_spoken_languages: ['98', 'Spanish', 'Klingon', 'spanish'],
      user_programming_languages: ['1', 'typescript', 'Elixir'],
      user_social_media_links: [
        { id: '1', name: 'github ', link: 'https://github.com/cato' },
        { id: '2', name: 'Slack', link: 'https://cedar-academy.slack.com/team/cato' },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const stored = await row('classmate');
    assert.equal(stored.user_primary_spoken_language, 'English');
    assert.deepEqual(stored.user_additional_spoken_languages, ['Swahili', 'Spanish', 'Klingon']);
    assert.deepEqual(stored.user_programming_languages, ['JavaScript', 'TypeScript', 'Elixir']);
    assert.deepEqual(
      stored.user_social_media_links?.map((l) => [l.name, l.link]),
      [
        ['GitHub', 'https://github.com/cato'],
        ['Slack', 'https://cedar-academy.slack.com/team/cato'],
      ],
    );
  });

  it('saves a time zone, hides pronouns as null, and clears the zone with the place', async () => {
    const zone = { time_zone_id: 'America/Denver', time_zone_name: 'Mountain Standard Time', utc_offset_minutes: -420 };
    const place = {
      description: 'Denver, CO, USA',
      place_id: 'geonames:5419384',
      types: ['locality'],
      lat: 39.74,
      lng: -104.98,
    };
    let response = await put('classmate', 'classmate', {
      user_location: place,
      user_timezone: zone,
      user_preferred_pronouns: null,
    });
    assert.equal(response.statusCode, 200, response.body);
    let stored = await row('classmate');
    assert.deepEqual(stored.user_timezone, zone);
    assert.equal(stored.user_preferred_pronouns, null);
    response = await put('classmate', 'classmate', { user_location: null });
    assert.equal(response.statusCode, 200, response.body);
    stored = await row('classmate');
    assert.equal(stored.user_location, null);
    assert.equal(stored.user_timezone, null);
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
