import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type DirectoryEnvelope,
  type DirectoryMember,
  type FavoritesEnvelope,
  readDirectory,
  type SearchHistoryEnvelope,
} from '@cedar/shared/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

describe('cohort directory, search history and favourites', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const directory = async (as: PersonKey, search?: string, cohort = COHORT_A) => {
    const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
    return portal.request({ as, method: 'GET', url: `/api/v1/cohort/${cohort}/directory${query}` });
  };
  const membersAs = async (as: PersonKey, search?: string) => {
    const response = await directory(as, search);
    assert.equal(response.statusCode, 200, response.body);
    const message = (response.json() as DirectoryEnvelope).message;
    return { ...message, members: readDirectory(message) };
  };
  const emails = (message: { members: DirectoryMember[] }) => message.members.map((m) => m.email);

  it('lists visible members without roles 9 and 11, test-style accounts or hidden members, highest role first', async () => {
    const seen = await membersAs('learner');
    assert.equal(seen.cohort_name, 'Cohort A');
    const listed = emails(seen);
    for (const hidden of ['programManager', 'limitedAdmin', 'testAccount', 'invisible', 'former'] as const) {
      assert.ok(!listed.includes(PEOPLE[hidden].email), hidden);
    }
    for (const shown of ['learner', 'classmate', 'private', 'coach', 'facilitator', 'support'] as const) {
      assert.ok(listed.includes(PEOPLE[shown].email), shown);
    }
    const roles = seen.members.map((m) => m.user_role_id);
    assert.deepEqual(
      roles,
      [...roles].sort((a, b) => b - a),
    );
    assert.equal(new Set(listed).size, listed.length, 'one entry per e-mail');
  });

  it("lists a test-style account to itself only, and the viewer's star state", async () => {
    assert.ok(emails(await membersAs('testAccount')).includes(PEOPLE.testAccount.email));
    const seen = await membersAs('learner');
    assert.equal(seen.members.find((m) => m.email === PEOPLE.classmate.email)?.is_favorite, true);
    assert.equal(seen.members.find((m) => m.email === PEOPLE.coach.email)?.is_favorite, false);
  });

  it('sends location and time zone only where the owner shows them', async () => {
    const seen = await membersAs('classmate');
    const shown = seen.members.find((m) => m.email === PEOPLE.learner.email)!;
    assert.equal(shown.location, 'Austin, TX, USA');
    assert.deepEqual(shown.time_zone, { id: 'America/Chicago', name: 'Central Standard Time' });
    const hidden = seen.members.find((m) => m.email === PEOPLE.private.email)!;
    assert.equal('location' in hidden, false);
    assert.equal('time_zone' in hidden, false);
  });

  it('sends focus time, with the time zone, only to viewers who may see it', async () => {
    const fromStaff = (await membersAs('facilitator')).members.find((m) => m.email === PEOPLE.learner.email)!;
    assert.deepEqual(fromStaff.focus_time, { monday: ['night_owl', 'morning_lark'] });
    const fromLearner = (await membersAs('classmate')).members.find((m) => m.email === PEOPLE.learner.email)!;
    assert.equal('focus_time' in fromLearner, false);
    const noZone = (await membersAs('facilitator')).members.find((m) => m.email === PEOPLE.coach.email)!;
    assert.equal('focus_time' in noZone, false, 'without a time zone focus time cannot be compared');
  });

  it('answers 403 for a cohort the caller is not in and 400 for a malformed cohort or an over-long term', async () => {
    assert.equal((await directory('learner', undefined, COHORT_B)).statusCode, 403);
    assert.equal((await directory('learner', undefined, 999_999)).statusCode, 403);
    const bad = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/cohort/abc/directory' });
    assert.equal(bad.statusCode, 400);
    assert.equal((await directory('learner', 'x'.repeat(201))).statusCode, 400);
  });

  it('searches every word first, then any word, by whole words, case-insensitively', async () => {
    const both = await membersAs('classmate', 'lena fixture');
    assert.equal(both.search, 'lena fixture');
    assert.equal(both.members[0]?.email, PEOPLE.learner.email, 'the record matching every word comes first');
    assert.ok(both.members.length > 1, 'records matching any word follow');
    assert.deepEqual(emails(await membersAs('classmate', 'LENA')), [PEOPLE.learner.email]);
    assert.deepEqual(emails(await membersAs('classmate', 'len')), [], 'whole words only');
  });

  it('never matches a location, time zone or focus time its owner hides from the viewer', async () => {
    const byCity = emails(await membersAs('classmate', 'Austin'));
    assert.ok(byCity.includes(PEOPLE.learner.email));
    assert.ok(!byCity.includes(PEOPLE.private.email), 'a hidden location does not reveal who lives there');
    assert.ok(!emails(await membersAs('classmate', 'Chicago')).includes(PEOPLE.private.email));
    assert.ok(emails(await membersAs('private', 'Austin')).includes(PEOPLE.private.email), 'the owner finds their own');
    assert.deepEqual(emails(await membersAs('classmate', 'Friday')), [], 'focus time is hidden from learners');
    assert.ok(emails(await membersAs('facilitator', 'Friday')).includes(PEOPLE.coach.email));
  });

  it('matches a secondary e-mail for staff of the cohort and for its owner only', async () => {
    const term = 'lena.private@example.com';
    assert.deepEqual(emails(await membersAs('facilitator', term)), [PEOPLE.learner.email]);
    assert.deepEqual(emails(await membersAs('learner', term)), [PEOPLE.learner.email]);
    assert.deepEqual(emails(await membersAs('classmate', term)), []);
  });

  it('finds what a member saved through the API at the next search, with the index kept in between', async () => {
    assert.deepEqual(emails(await membersAs('classmate', 'cartographer')), []);
    const saved = await portal.request({
      as: 'learner',
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(PEOPLE.learner.email)}`,
      payload: { user_dream_job: 'Cartographer' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(emails(await membersAs('classmate', 'cartographer')), [PEOPLE.learner.email]);
    assert.deepEqual(emails(await membersAs('facilitator', 'cartographer')), [PEOPLE.learner.email]);
  });

  it('never finds a hidden member by search, and their profile answers 404 to a learner', async () => {
    assert.deepEqual(emails(await membersAs('classmate', 'Ivo')), []);
    const [row] = await portal.db.select({ id: users.id }).from(users).where(eq(users.email, PEOPLE.invisible.email));
    for (const identifier of [PEOPLE.invisible.email, String(row!.id)]) {
      const url = `/api/v1/users/by/${encodeURIComponent(identifier)}`;
      assert.equal((await portal.request({ as: 'classmate', method: 'GET', url })).statusCode, 404, identifier);
      assert.equal((await portal.request({ as: 'coach', method: 'GET', url })).statusCode, 200, 'staff still see');
      assert.equal((await portal.request({ as: 'invisible', method: 'GET', url })).statusCode, 200, 'the member');
    }
    const byUsername = `/api/v1/users?username=${encodeURIComponent(PEOPLE.invisible.email)}`;
    assert.equal((await portal.request({ as: 'classmate', method: 'GET', url: byUsername })).statusCode, 404);
  });

  it('remembers searches per user, newest first, a repeated term moving to the top, five shown', async () => {
    const save = (search_value: unknown) =>
      portal.request({
        as: 'classmate',
        method: 'POST',
        url: '/api/v1/searchhistory',
        payload: { search_value } as object,
      });
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six', 'two']) {
      assert.equal((await save(term)).statusCode, 200);
    }
    const history = await portal.request({ as: 'classmate', method: 'GET', url: '/api/v1/searchhistory' });
    const terms = (history.json() as SearchHistoryEnvelope).message.searches.map((s) => s.search_value);
    assert.deepEqual(terms, ['two', 'six', 'five', 'four', 'three']);
    for (const bad of ['', '   ', 'x'.repeat(201), 42, 'a\u0000b']) {
      assert.equal((await save(bad)).statusCode, 400, JSON.stringify(bad));
    }
    const other = await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/searchhistory' });
    assert.deepEqual((other.json() as SearchHistoryEnvelope).message.searches, [], 'each user their own');
  });

  it('saves star changes through their own route and refuses malformed or invisible ones whole', async () => {
    const patch = (payload: object) =>
      portal.request({ as: 'private', method: 'PATCH', url: '/api/v1/favorites', payload });
    const one = (key: PersonKey) => [{ user_email: PEOPLE[key].email }];
    const ok = await patch({ add: [...one('coach'), ...one('learner')], remove: [] });
    assert.equal(ok.statusCode, 200, ok.body);
    const undo = await patch({ add: [], remove: one('learner') });
    assert.deepEqual(
      (undo.json() as FavoritesEnvelope).message.user_favorite_profiles.map((f) => f.user_email),
      [PEOPLE.coach.email],
    );
    for (const bad of [
      { add: 'coach', remove: [] },
      { add: [{ id: 1 }], remove: [] },
      { add: one('classmate') },
      { add: one('classmate'), remove: one('classmate') },
      { add: one('invisible'), remove: [] },
      { add: one('otherLearner'), remove: [] },
      { add: one('private'), remove: [] },
      { add: [...one('classmate'), { user_email: 'nobody@x.io' }], remove: one('coach') },
    ]) {
      assert.equal((await patch(bad)).statusCode, 400, JSON.stringify(bad));
    }
    const seen = await membersAs('private');
    assert.deepEqual(
      seen.members.filter((m) => m.is_favorite).map((m) => m.email),
      [PEOPLE.coach.email],
      'refused saves changed nothing',
    );
  });

  it('answers a small cohort plainly (gzip saves too little), with an ETag that makes an unchanged answer a 304', async () => {
    const url = `/api/v1/cohort/${COHORT_A}/directory`;
    const zipped = await portal.request({ as: 'learner', method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(zipped.statusCode, 200);
    assert.equal(zipped.headers['content-encoding'], undefined);
    assert.match(String(zipped.headers.vary), /Accept-Encoding/);
    assert.deepEqual(zipped.json(), (await directory('learner')).json());
    const etag = String(zipped.headers.etag);
    const again = await portal.request({
      as: 'learner',
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
  });

  it('serves inline pictures by a short versioned URL, and nothing for a wrong version', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await portal.db
      .update(users)
      .set({ user_image_url: `data:image/svg+xml,${encodeURIComponent(svg)}` })
      .where(eq(users.email, PEOPLE.coach.email));
    const card = (await membersAs('learner')).members.find((m) => m.email === PEOPLE.coach.email)!;
    assert.match(card.user_image_url!, /^\/api\/v1\/avatars\/\d+\/[\w-]{22}$/);
    const image = await portal.request({ as: null, method: 'GET', url: card.user_image_url! });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/svg+xml');
    assert.equal(image.body, svg);
    const wrong = card.user_image_url!.replace(/[\w-]{22}$/, 'A'.repeat(22));
    assert.equal((await portal.request({ as: null, method: 'GET', url: wrong })).statusCode, 404);
  });
});
