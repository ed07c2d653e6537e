import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isOnlineNow, isRecentlyUpdated, isTestStyleAccount, PROGRAMS, ROLE, ROLES } from '@cedar/shared/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { migrate } from '../../src/db/index.ts';
import { verifyLogin } from '../../src/db/repositories/credentials.ts';
import { cohorts, courses, programs, roles, userCourses, userCredentials, users } from '../../src/db/schema/index.ts';
import {
  buildSeedData,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  refreshSeededPresence,
  SEED_COHORT,
  SEED_COHORTS,
  seedIfEmpty,
} from '../../src/db/seed/index.ts';
import { utcOffsetMinutes } from '../../src/db/seed/timezones.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let t: TestDatabase;
before(async () => {
  t = await openTestDatabase({ now: new Date('2026-11-21T12:00:00Z') });
});
after(() => t.close());

const membershipsOf = (email: string) =>
  t.db
    .select({
      cohort_id: userCourses.cohort_id,
      role: userCourses.user_role_id,
      active: userCourses.active,
      course_id: userCourses.course_id,
    })
    .from(userCourses)
    .where(eq(userCourses.user_email, email))
    .orderBy(userCourses.cohort_id);

describe('migrate', () => {
  test('is idempotent and keeps the role table in step with ROLES', async () => {
    await migrate(t.db);
    const rows = await t.db.select().from(roles).orderBy(roles.id);
    assert.equal(rows.length, 15);
    for (const role of ROLES) {
      const row = rows.find((r) => r.id === role.id);
      assert.deepEqual(row, {
        id: role.id,
        ui_name: role.uiName,
        stored_name: role.storedName,
        secondary_name: role.secondaryName,
        is_visible_in_acp: role.isVisibleInACP,
        is_visible_in_support_panel: role.isVisibleInSupportPanel,
        display_order: role.displayOrder,
      });
    }
    assert.deepEqual(
      await t.db.select().from(programs).orderBy(programs.id),
      PROGRAMS.map((p) => ({ id: p.id, title: p.title })),
    );
  });

  test('refuses a mixed-case e-mail and a course status outside prestart/active/completed', async () => {
    await assert.rejects(
      t.db.insert(users).values({ email: 'Mixed@Case.test', username: 'mixed', first_name: 'M', last_name: 'C' }),
    );
    await assert.rejects(t.db.insert(courses).values({ coursename: 'x', status: 'paused' as 'active' }));
  });
});

describe('seed', () => {
  // Seed time is a figure for the benchmarks, not a test: a busy machine must not fail it.
  test('writes 300+ learners, staff and memberships', () => {
    const seed = t.seed!;
    assert.ok(seed.learners >= 300, `learners ${seed.learners}`);
    assert.ok(seed.staff >= 30, `staff ${seed.staff}`);
  });

  test('seedIfEmpty leaves a database with users alone', async () => {
    assert.equal(await seedIfEmpty(t.db), null);
    const [row] = await t.db.select({ n: count() }).from(users);
    assert.equal(row!.n, t.seed!.users);
  });

  test('cohorts: SEBD September 2026 is active, one cohort is prestart, ids match SEED_COHORTS', async () => {
    const rows = await t.db
      .select({
        cohort_id: cohorts.cohort_id,
        cohort_name: cohorts.cohort_name,
        program_id: cohorts.program_id,
        status: courses.status,
      })
      .from(cohorts)
      .innerJoin(courses, eq(courses.id, cohorts.cohort_id))
      .orderBy(cohorts.cohort_id);
    assert.deepEqual(
      rows,
      SEED_COHORTS.map((c) => ({
        cohort_id: c.cohort_id,
        cohort_name: c.cohort_name,
        program_id: c.program_id,
        status: c.course.status,
      })),
    );
    assert.equal(SEED_COHORT.sebdSeptember2026.course.status, 'active');
    assert.equal(SEED_COHORT.frontEndPrestart.course.status, 'prestart');
    assert.ok(new Set(rows.map((r) => r.program_id)).size >= 3);
    // Sequences moved past the fixed ids.
    const [next] = await t.db.insert(cohorts).values({ cohort_name: 'Later cohort', program_id: 1 }).returning();
    assert.ok(next!.cohort_id > SEED_COHORTS.length);
    await t.db.delete(cohorts).where(eq(cohorts.cohort_id, next!.cohort_id));
  });

  test('every staff role 2-15 is in SEBD September 2026', async () => {
    const rows = await t.db
      .selectDistinct({ role: userCourses.user_role_id })
      .from(userCourses)
      .where(eq(userCourses.cohort_id, SEED_COHORT.sebdSeptember2026.cohort_id));
    const held = new Set(rows.map((r) => r.role));
    for (let role = 1; role <= 15; role += 1) assert.ok(held.has(role), `role ${role}`);
  });

  test('the demo accounts are as demo-accounts.ts describes them', async () => {
    const sebd = SEED_COHORT.sebdSeptember2026.cohort_id;
    const expected: Record<string, [number, number][]> = {
      'learner@cedar.test': [[sebd, ROLE.learner]],
      'prestart@cedar.test': [[SEED_COHORT.frontEndPrestart.cohort_id, ROLE.learner]],
      'newbie@cedar.test': [[sebd, ROLE.learner]],
      'coach@cedar.test': [[sebd, ROLE.coach]],
      'facilitator@cedar.test': [[sebd, ROLE.facilitator]],
      'support@cedar.test': [[sebd, ROLE.support]],
      'nocourse@cedar.test': [],
    };
    assert.equal(DEMO_ACCOUNTS.length, 9);
    for (const [email, entries] of Object.entries(expected)) {
      const rows = await membershipsOf(email);
      assert.deepEqual(
        rows.map((r) => [r.cohort_id, r.role]),
        entries,
        email,
      );
      assert.ok(
        rows.every((r) => r.active && r.course_id === r.cohort_id),
        email,
      );
    }
    const admin = await membershipsOf('admin@cedar.test');
    assert.ok(admin.length >= 2 && admin.every((r) => r.role === ROLE.programManager));
    assert.ok(admin.some((r) => r.cohort_id === sebd));
    const adminPrograms = new Set(admin.map((r) => SEED_COHORTS.find((c) => c.cohort_id === r.cohort_id)!.program_id));
    assert.equal(adminPrograms.size, 2);
    const limited = await membershipsOf('limited@cedar.test');
    assert.equal(limited.length, 2);
    assert.ok(limited.every((r) => r.role === ROLE.limitedAdmin));
  });

  test('demo profiles: learner full without a picture, newbie at first login, staff with focus time and work schedule', async () => {
    const [learner] = await t.db.select().from(users).where(eq(users.email, 'learner@cedar.test'));
    assert.ok(learner);
    assert.equal(learner.user_image_url, null);
    assert.equal(learner.first_login, false);
    assert.equal(learner.user_role, 'student');
    for (const key of [
      'preferred_name',
      'user_preferred_pronouns',
      'user_name_pronunciation',
      'user_location',
      'user_timezone',
      'user_goals',
      'user_intro_interest',
      'user_fun_fact',
      'user_free_time',
      'user_dream_job',
      'user_programming_experience_level',
      'user_slack_id',
      'user_primary_spoken_language',
    ] as const) {
      assert.ok(learner[key], key);
    }
    assert.ok(learner.user_social_media_links.length > 1);
    assert.ok(learner.user_social_media_links.some((l) => l.name === 'Slack'));
    assert.ok(learner.user_programming_languages.length > 0);
    const [newbie] = await t.db.select().from(users).where(eq(users.email, 'newbie@cedar.test'));
    assert.equal(newbie!.first_login, true);
    for (const email of [
      'coach@cedar.test',
      'facilitator@cedar.test',
      'support@cedar.test',
      'admin@cedar.test',
      'limited@cedar.test',
    ]) {
      const [staff] = await t.db.select().from(users).where(eq(users.email, email));
      assert.ok(Object.keys(staff!.user_focus_time ?? {}).length > 0, email);
      assert.ok(staff!.user_work_schedule.length > 0, email);
      assert.equal(staff!.user_role, null, email);
      assert.ok(staff!.user_title, email);
    }
  });

  test('learner profiles vary: hidden places, empty sections, world time zones, online, recently updated, test-style', async () => {
    const all = await t.db.select().from(users);
    const some = (predicate: (u: (typeof all)[number]) => boolean, label: string, min = 3) =>
      assert.ok(all.filter(predicate).length >= min, `${label}: ${all.filter(predicate).length}`);
    some((u) => !u.user_show_location && u.user_show_timezone, 'time zone only');
    some((u) => !u.user_show_location && !u.user_show_timezone && u.user_location !== null, 'neither');
    some(
      (u) => u.user_goals === null && u.user_fun_fact === null && u.user_programming_languages.length === 0,
      'empty sections',
    );
    some((u) => u.user_image_url === null, 'no picture', 50);
    some((u) => u.user_image_url?.startsWith('data:image/svg+xml,') ?? false, 'picture', 50);
    some((u) => u.is_online, 'online', 10);
    some((u) => isRecentlyUpdated(u.user_profile_updated_date, t.now), 'recently updated', 20);
    some((u) => isTestStyleAccount(u.email), 'test-style');
    some((u) => u.user_social_media_links.some((l) => l.name === 'Slack'), 'slack entry', 20);
    some((u) => Object.keys(u.user_focus_time ?? {}).length > 0, 'focus time', 50);
    some((u) => u.user_work_schedule.includes('none'), 'not working');
    some((u) => u.user_programming_experience_level === 'Do not prefer', 'do not prefer');
    some((u) => u.user_additional_spoken_languages.length > 0, 'additional languages', 50);
    const zones = new Set(all.map((u) => u.user_timezone?.time_zone_id).filter(Boolean));
    assert.ok(zones.size >= 25, `time zones ${zones.size}`);
    for (const u of all) {
      if (!u.user_timezone) continue;
      assert.equal(u.user_timezone.utc_offset_minutes, utcOffsetMinutes(u.user_timezone.time_zone_id, t.now), u.email);
      assert.ok(u.user_timezone.time_zone_name.length > 3);
      assert.equal(u.email, u.email.toLowerCase());
    }
  });

  test('memberships: some withdrawn or hidden; every user has the demo password', async () => {
    const [inactive] = await t.db.select({ n: count() }).from(userCourses).where(eq(userCourses.active, false));
    const [hidden] = await t.db.select({ n: count() }).from(userCourses).where(eq(userCourses.is_visible, false));
    assert.ok(inactive!.n > 0 && hidden!.n > 0);
    const [missing] = await t.db
      .select({ n: count() })
      .from(users)
      .leftJoin(userCredentials, eq(userCredentials.user_email, users.email))
      .where(sql`${userCredentials.user_email} is null`);
    assert.equal(missing!.n, 0);
    for (const account of DEMO_ACCOUNTS.slice(0, 3)) {
      assert.equal((await verifyLogin(t.db, account.email, DEMO_PASSWORD))?.email, account.email);
    }
    const [learnerInSebd] = await t.db
      .select({ n: count() })
      .from(userCourses)
      .where(
        and(
          eq(userCourses.cohort_id, SEED_COHORT.sebdSeptember2026.cohort_id),
          eq(userCourses.user_role_id, ROLE.learner),
        ),
      );
    assert.ok(learnerInSebd!.n >= 50);
  });
});

describe('determinism', () => {
  test('the same clock builds the same data; the seed needs no network or files', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    assert.deepEqual(buildSeedData(now), buildSeedData(new Date(now)));
    const later = buildSeedData(new Date('2027-06-01T12:00:00Z'));
    assert.deepEqual(
      later.users.map((u) => u.email),
      buildSeedData(now).users.map((u) => u.email),
    );
  });

  test('refreshSeededPresence re-stamps only seeded people shown online', async () => {
    const now = new Date('2026-11-21T13:00:00Z');
    await t.db
      .update(users)
      .set({ is_online: true, user_last_seen: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.email, 'nocourse@cedar.test'));
    await t.db.update(users).set({ created_by: 'admin@cedar.test' }).where(eq(users.email, 'nocourse@cedar.test'));
    const refreshed = await refreshSeededPresence(t.db, now);
    const online = await t.db.select().from(users).where(eq(users.is_online, true));
    assert.equal(refreshed, online.length - 1);
    for (const u of online) {
      if (u.email === 'nocourse@cedar.test') assert.equal(u.user_last_seen?.toISOString(), '2026-01-01T00:00:00.000Z');
      else assert.ok(isOnlineNow({ is_online: true, user_last_seen: u.user_last_seen!.toISOString() }, now), u.email);
    }
  });
});

test('seedIfEmpty called twice at once on an empty database seeds once', async () => {
  const empty = await openTestDatabase({ seed: false });
  try {
    const results = await Promise.all([seedIfEmpty(empty.db), seedIfEmpty(empty.db)]);
    assert.equal(results.filter((r) => r !== null).length, 1);
    const [row] = await empty.db.select({ n: count() }).from(users);
    assert.equal(row!.n, results.find((r) => r !== null)!.users);
  } finally {
    await empty.close();
  }
});
