import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLE } from '@cedar/shared/domain';
import { countCohortMembers, listCohortMembers } from '../../src/db/repositories/cohort-members.ts';
import { findCohort, listCohorts, listPrograms, listRoles } from '../../src/db/repositories/cohorts.ts';
import { setPassword, verifyLogin } from '../../src/db/repositories/credentials.ts';
import { addFavorite, listFavorites, removeFavorite, replaceFavorites } from '../../src/db/repositories/favorites.ts';
import {
  addMembership,
  findMemberships,
  listMembershipsByEmail,
  membershipFacts,
  updateMembership,
} from '../../src/db/repositories/memberships.ts';
import { expireStalePresence, heartbeat, markOffline } from '../../src/db/repositories/presence.ts';
import { listRecentSearches, recordSearch } from '../../src/db/repositories/search-history.ts';
import { getStartupRecord } from '../../src/db/repositories/startup.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  findUserByUsername,
  updateUserProfile,
} from '../../src/db/repositories/users.ts';
import { SEED_COHORT } from '../../src/db/seed/index.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let t: TestDatabase;
before(async () => {
  t = await openTestDatabase();
});
after(() => t.close());

const SEBD = SEED_COHORT.sebdSeptember2026;

describe('users', () => {
  test('found by e-mail (any case), username, id and identifier', async () => {
    const byEmail = await findUserByEmail(t.db, ' Learner@Cedar.TEST ');
    assert.equal(byEmail?.username, 'learner');
    assert.equal(typeof byEmail?.user_last_seen, 'string');
    assert.equal((await findUserByUsername(t.db, 'learner'))?.email, 'learner@cedar.test');
    assert.equal((await findUserById(t.db, byEmail!.id))?.email, 'learner@cedar.test');
    assert.equal((await findUserByIdentifier(t.db, String(byEmail!.id)))?.email, 'learner@cedar.test');
    assert.equal((await findUserByIdentifier(t.db, 'learner@cedar.test'))?.id, byEmail!.id);
    assert.equal((await findUserByIdentifier(t.db, 'learner'))?.id, byEmail!.id);
    assert.equal(await findUserByIdentifier(t.db, 'nobody@cedar.test'), null);
    assert.equal(await findUserById(t.db, 99_999_999_999), null);
  });

  test('cohort members: filters, staff first, paging and count', async () => {
    const all = await listCohortMembers(t.db, { cohort_id: SEBD.cohort_id });
    assert.equal(all.length, await countCohortMembers(t.db, { cohort_id: SEBD.cohort_id }));
    assert.ok(all.every((m) => m.membership.cohort_id === SEBD.cohort_id && m.user.email === m.membership.user_email));
    const roles = all.map((m) => m.membership.user_role_id);
    assert.deepEqual(
      roles,
      [...roles].sort((a, b) => b - a),
    );
    assert.deepEqual(all[0]!.membership.cohort, {
      cohort_id: SEBD.cohort_id,
      cohort_name: 'SEBD September 2026',
      program_id: 1,
    });
    assert.equal(all[0]!.membership.course?.status, 'active');

    const learners = await listCohortMembers(t.db, {
      cohort_id: SEBD.cohort_id,
      role_id: ROLE.learner,
      is_visible: true,
      active: true,
    });
    assert.ok(learners.length >= 50);
    assert.ok(learners.every((m) => m.membership.user_role_id === 1 && m.membership.is_visible && m.membership.active));
    assert.ok(learners.some((m) => m.user.email === 'learner@cedar.test'));

    const page = await listCohortMembers(t.db, {
      cohort_id: SEBD.cohort_id,
      role_id: ROLE.learner,
      limit: 10,
      offset: 5,
    });
    const full = await listCohortMembers(t.db, { cohort_id: SEBD.cohort_id, role_id: ROLE.learner });
    assert.deepEqual(
      page.map((m) => m.membership.id),
      full.slice(5, 15).map((m) => m.membership.id),
    );

    const directory = await listCohortMembers(t.db, {
      cohort_id: SEBD.cohort_id,
      exclude_role_ids: [ROLE.programManager, ROLE.limitedAdmin],
    });
    assert.ok(directory.every((m) => m.membership.user_role_id !== 9 && m.membership.user_role_id !== 11));
    assert.deepEqual(await listCohortMembers(t.db, { cohort_id: 9999 }), []);
  });

  test('a profile update writes allowed columns in one go and stamps the profile date', async () => {
    const now = new Date('2026-11-21T15:00:00Z');
    const updated = await updateUserProfile(
      t.db,
      'facilitator@cedar.test',
      {
        preferred_name: 'Fee',
        user_focus_time: { monday: ['night_owl'] },
        user_location: null,
        user_timezone: null,
        // Not writable: ignored.
        ...({ email: 'hijack@cedar.test', id: 1, is_online: true } as object),
      },
      now,
    );
    assert.equal(updated?.email, 'facilitator@cedar.test');
    assert.equal(updated?.preferred_name, 'Fee');
    assert.deepEqual(updated?.user_focus_time, { monday: ['night_owl'] });
    assert.equal(updated?.user_location, null);
    assert.equal(updated?.user_profile_updated_date, now.toISOString());
    assert.equal(updated?.is_online, false);

    const later = new Date('2026-11-22T15:00:00Z');
    const onboarded = await updateUserProfile(t.db, 'facilitator@cedar.test', { first_login: false }, later);
    assert.equal(onboarded?.user_profile_updated_date, now.toISOString(), 'first_login alone is not a profile change');
    assert.equal(await updateUserProfile(t.db, 'ghost@cedar.test', { preferred_name: 'x' }), null);
  });

  test('presence: heartbeat online, beacon offline, stale online users expire', async () => {
    const now = new Date('2026-11-21T16:00:00Z');
    assert.deepEqual(await heartbeat(t.db, 'support@cedar.test', now), {
      is_online: true,
      user_last_seen: now.toISOString(),
    });
    assert.deepEqual(await markOffline(t.db, 'Support@cedar.test', now), {
      is_online: false,
      user_last_seen: now.toISOString(),
    });
    assert.equal(await heartbeat(t.db, 'ghost@cedar.test', now), null);
    await heartbeat(t.db, 'support@cedar.test', new Date('2020-01-01T00:00:00Z'));
    assert.ok((await expireStalePresence(t.db, new Date('2021-01-01T00:00:00Z'))) >= 1);
    assert.equal((await findUserByEmail(t.db, 'support@cedar.test'))?.is_online, false);
  });

  test('createUser trims, lowercases and nulls an empty LMS id', async () => {
    const user = await createUser(t.db, {
      email: ' New.Person@Example.com ',
      first_name: ' Ana ',
      last_name: 'Lima ',
      user_lms_id: '  ',
      created_by: 'admin@cedar.test',
    });
    assert.equal(user.email, 'new.person@example.com');
    assert.equal(user.username, 'new.person@example.com');
    assert.equal(user.first_name, 'Ana');
    assert.equal(user.preferred_name, 'Ana');
    assert.equal(user.user_lms_id, null);
    assert.equal(user.first_login, true);
  });
});

describe('memberships', () => {
  test('the startup record: user, mk_user_courses with course and cohort, programs, favourites', async () => {
    const record = await getStartupRecord(t.db, 'ADMIN@cedar.test');
    assert.ok(record);
    assert.equal(record.email, 'admin@cedar.test');
    assert.ok(record.mk_user_courses.length >= 2);
    for (const entry of record.mk_user_courses) {
      assert.equal(entry.user_role_id, ROLE.programManager);
      assert.deepEqual(Object.keys(entry.course!).sort(), ['coursename', 'id', 'lms_course_id', 'status']);
      assert.deepEqual(Object.keys(entry.cohort).sort(), ['cohort_id', 'cohort_name', 'program_id']);
      assert.match(entry.updated_date!, /^\d{4}-\d{2}-\d{2}$/);
    }
    assert.deepEqual(
      record.programs.map((p) => p.id),
      [1, 6],
    );
    assert.equal(record.programs[0]!.title, 'Software Engineering Backend Development');
    assert.equal(await getStartupRecord(t.db, 'ghost@cedar.test'), null);
    const nocourse = await getStartupRecord(t.db, 'nocourse@cedar.test');
    assert.deepEqual([nocourse?.mk_user_courses, nocourse?.programs], [[], []]);
    const learner = await getStartupRecord(t.db, 'learner@cedar.test');
    assert.equal(learner?.user_favorite_profiles.length, 5);
  });

  test('prestart learner sees a prestart course', async () => {
    const [entry] = await listMembershipsByEmail(t.db, 'prestart@cedar.test');
    assert.equal(entry?.course?.status, 'prestart');
    assert.equal(entry?.cohort.cohort_name, SEED_COHORT.frontEndPrestart.cohort_name);
  });

  test('add (course defaults to the cohort course), find, update, facts', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const added = await addMembership(
      t.db,
      {
        user_email: 'NoCourse@cedar.test',
        user_role_id: ROLE.learner,
        cohort_id: SEBD.cohort_id,
        created_by: 'admin@cedar.test',
      },
      now,
    );
    assert.equal(added.course_id, SEBD.course.id);
    assert.equal(added.updated_date, '2026-11-21');
    assert.equal(
      (await findMemberships(t.db, { user_email: 'nocourse@cedar.test', cohort_id: SEBD.cohort_id }))[0]?.id,
      added.id,
    );
    const changed = await updateMembership(
      t.db,
      added.id,
      { is_visible: false, updated_by: 'admin@cedar.test' },
      new Date('2026-11-23T10:00:00Z'),
    );
    assert.equal(changed?.is_visible, false);
    assert.equal(changed?.updated_date, '2026-11-23');
    assert.equal(await updateMembership(t.db, 987_654, { active: false }), null);
    assert.deepEqual(await membershipFacts(t.db, 'nocourse@cedar.test'), [
      { cohort_id: SEBD.cohort_id, user_role_id: 1, active: true, is_visible: false },
    ]);
    await assert.rejects(
      addMembership(t.db, { user_email: 'nocourse@cedar.test', user_role_id: 1, cohort_id: SEBD.cohort_id }),
      'duplicate membership',
    );
  });

  test('cohorts, programs and roles', async () => {
    const cohorts = await listCohorts(t.db);
    assert.ok(cohorts.length >= 6);
    const sebd = await findCohort(t.db, SEBD.cohort_id);
    assert.equal(sebd?.program_title, 'Software Engineering Backend Development');
    assert.equal(sebd?.courses[0]?.status, 'active');
    assert.equal(await findCohort(t.db, 9999), null);
    assert.equal((await listPrograms(t.db)).length, 8);
    assert.equal((await listRoles(t.db)).length, 15);
  });
});

describe('favourites', () => {
  test('replace keeps known e-mails, drops the owner and unknown ones; add and remove', async () => {
    const owner = 'coach@cedar.test';
    assert.deepEqual(await listFavorites(t.db, owner), []);
    const saved = await replaceFavorites(t.db, owner, [
      'learner@cedar.test',
      'COACH@cedar.test',
      'ghost@cedar.test',
      'newbie@cedar.test',
      'learner@cedar.test',
    ]);
    assert.deepEqual(
      saved.map((f) => f.user_email),
      ['learner@cedar.test', 'newbie@cedar.test'],
    );
    assert.equal(typeof saved[0]!.id, 'number');
    assert.deepEqual(
      (await replaceFavorites(t.db, owner, ['newbie@cedar.test'])).map((f) => f.user_email),
      ['newbie@cedar.test'],
    );
    assert.equal(await addFavorite(t.db, owner, 'learner@cedar.test'), true);
    assert.equal(await addFavorite(t.db, owner, 'learner@cedar.test'), true, 'starring twice is harmless');
    assert.equal(await addFavorite(t.db, owner, owner), false);
    assert.equal(await addFavorite(t.db, owner, 'ghost@cedar.test'), false);
    assert.equal(await removeFavorite(t.db, owner, 'newbie@cedar.test'), true);
    assert.equal(await removeFavorite(t.db, owner, 'newbie@cedar.test'), false);
    assert.deepEqual(
      (await listFavorites(t.db, owner)).map((f) => f.user_email),
      ['learner@cedar.test'],
    );
    assert.deepEqual(await replaceFavorites(t.db, owner, []), []);
  });
});

describe('search history', () => {
  test('newest first, five by default, a repeated term moves to the top, blanks ignored', async () => {
    const email = 'facilitator@cedar.test';
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute));
    for (const [i, term] of ['python', 'react', 'java', 'go', 'rust', 'sql'].entries())
      await recordSearch(t.db, email, term, at(i));
    assert.equal(await recordSearch(t.db, email, '   ', at(10)), null);
    assert.deepEqual(
      (await listRecentSearches(t.db, email)).map((s) => s.search_value),
      ['sql', 'rust', 'go', 'java', 'react'],
    );
    const again = await recordSearch(t.db, email, ' python ', at(20));
    assert.deepEqual(again, { user_email: email, search_value: 'python', searched_at: at(20).toISOString() });
    assert.deepEqual(
      (await listRecentSearches(t.db, email, 3)).map((s) => s.search_value),
      ['python', 'sql', 'rust'],
    );
    assert.deepEqual(
      (await listRecentSearches(t.db, 'learner@cedar.test')).map((s) => s.search_value),
      ['java', 'Lagos', 'react', 'Camille', 'Chicago'],
    );
  });
});

describe('credentials', () => {
  test('verifyLogin accepts the right password only', async () => {
    assert.equal((await verifyLogin(t.db, 'Coach@Cedar.test', 'cedar-demo'))?.email, 'coach@cedar.test');
    assert.equal(await verifyLogin(t.db, 'coach@cedar.test', 'wrong'), null);
    assert.equal(await verifyLogin(t.db, 'ghost@cedar.test', 'cedar-demo'), null);
    await setPassword(t.db, 'coach@cedar.test', 'a new secret');
    assert.equal(await verifyLogin(t.db, 'coach@cedar.test', 'cedar-demo'), null);
    assert.equal((await verifyLogin(t.db, 'coach@cedar.test', 'a new secret'))?.username, 'coach');
  });
});
