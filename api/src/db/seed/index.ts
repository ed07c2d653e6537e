import { ROLE } from '@cedar/shared/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../domain/passwords.ts';
import type { Database } from '../client.ts';
import {
  cohortCourses,
  cohorts,
  courses,
  programCourses,
  searchHistory,
  userCourses,
  userCredentials,
  userFavorites,
  users,
} from '../schema/index.ts';
import { SEED_COHORT, SEED_COHORTS } from './catalog.ts';
import { seedDashboardDemo } from './dashboard/index.ts';
import { buildDemoAccounts } from './demo.ts';
import { seedMediaLibrary } from './media/index.ts';
import { seedSupportDemo } from './support/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { buildLearners, buildStaff, Registry, type NewMembership } from './people.ts';
import type { NewUser } from './profiles.ts';
import { createRandom, type Random } from './random.ts';

export { SEED_COHORT, SEED_COHORTS, type SeedCohort } from './catalog.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
export { topUpDashboardDemo, type DashboardSeedSummary } from './dashboard/index.ts';
export { installDemoRecordingFiles, linkDemoFiles, MEDIA_SEED } from './media/index.ts';

/** The fixed seed of the demo data. */
export const SEED = 20_260_914;

export interface SeedOptions {
  /** The seed's clock: presence, "recently updated" and time zone names are relative to it. */
  now?: Date;
  /** The speakers-and-events calendar of the dashboard's demo (EVENTS_CALENDAR_ID). */
  eventsCalendarId?: string;
}

export interface SeedSummary {
  users: number;
  learners: number;
  staff: number;
  memberships: number;
  cohorts: number;
  ms: number;
}

/** The demo data, built in memory: the same rows for the same `now`. */
export function buildSeedData(now: Date) {
  const random = createRandom(SEED);
  const registry = new Registry();
  const demo = buildDemoAccounts(random, now);
  for (const user of demo.users) {
    registry.emails.add(user.email);
    registry.usernames.add(user.username);
  }
  const staff = buildStaff(random, registry, now);
  const learners = buildLearners(random, registry, now);
  const memberships = [...demo.memberships, ...staff.memberships, ...learners.memberships];
  return {
    users: [...demo.users, ...staff.users, ...learners.users],
    memberships,
    favorites: favourites(random, memberships),
    searches: searches(random, learners.users, now),
  };
}

/** Fills an empty database with the demo data; the same data for the same `now`. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  return (await seed(db, options, false))!;
}

async function seed(db: Database, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const data = buildSeedData(now);
  // One hash for everyone: scrypt is slow on purpose, and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      // Replicas starting together on one empty database: the first seeds, the others find users.
      await tx.execute(sql`select pg_advisory_xact_lock(4242018)`);
      const [row] = await tx.select({ n: count() }).from(users);
      if ((row?.n ?? 0) > 0) return false;
    }
    await insertCatalog(tx);
    await insertChunks(tx, users, data.users);
    await insertChunks(tx, userCourses, data.memberships);
    await insertChunks(
      tx,
      userCredentials,
      data.users.map((u) => ({ user_email: u.email, password_hash: passwordHash })),
    );
    await insertChunks(tx, userFavorites, data.favorites);
    await insertChunks(tx, searchHistory, data.searches);
    await seedDashboardDemo(tx, { now, eventsCalendarId: options.eventsCalendarId });
    await seedMediaLibrary(tx, { now, eventsCalendarId: options.eventsCalendarId });
    await seedSupportDemo(tx, now);
    return true;
  });
  if (!seeded) return null;
  const emailsWith = (staff: boolean) =>
    new Set(data.memberships.filter((m) => (m.user_role_id !== ROLE.learner) === staff).map((m) => m.user_email));
  return {
    users: data.users.length,
    learners: emailsWith(false).size,
    staff: emailsWith(true).size,
    memberships: data.memberships.length,
    cohorts: SEED_COHORTS.length,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Presence lasts 5 minutes after the last heartbeat, so the demo people seeded as online
 * would all look offline soon after seeding. Called at start-up, this makes them seen again
 * (and only them: people who really signed in are left alone). Returns how many.
 */
export async function refreshSeededPresence(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(users)
    .set({ user_last_seen: sql`${now.toISOString()}::timestamptz - (${users.id} % 240) * interval '1 second'` })
    .where(and(eq(users.created_by, 'seed'), eq(users.is_online, true)))
    .returning({ id: users.id });
  return rows.length;
}

/** Seeds only a database without users: the summary when it seeded, else null. Safe for replicas starting together. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return seed(db, options, true);
}

async function insertCatalog(tx: Database): Promise<void> {
  await tx
    .insert(courses)
    .values(SEED_COHORTS.map(({ course, start_date, end_date }) => ({ ...course, start_date, end_date })));
  await tx.insert(cohorts).values(
    SEED_COHORTS.map(({ cohort_id, cohort_name, program_id, zoom_url, start_date, end_date }) => ({
      cohort_id,
      cohort_name,
      program_id,
      zoom_url,
      start_date,
      end_date,
    })),
  );
  await tx.insert(cohortCourses).values(SEED_COHORTS.map((c) => ({ cohort_id: c.cohort_id, course_id: c.course.id })));
  await tx
    .insert(programCourses)
    .values(SEED_COHORTS.map((c) => ({ program_id: c.program_id, course_id: c.course.id })));
  // Ids were given explicitly; move the sequences past them so later inserts do not collide.
  await tx.execute(sql`select setval(pg_get_serial_sequence('courses', 'id'), (select max(id) from courses))`);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('cohorts', 'cohort_id'), (select max(cohort_id) from cohorts))`,
  );
}

async function insertChunks<T extends PgTable>(
  tx: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 200,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Some learners star a few classmates; the demo learner stars five. */
function favourites(random: Random, memberships: NewMembership[]) {
  const learnersByCohort = new Map<number, string[]>();
  for (const m of memberships) {
    if (m.user_role_id !== ROLE.learner || !m.active || m.user_email.startsWith('test')) continue;
    learnersByCohort.set(m.cohort_id, [...(learnersByCohort.get(m.cohort_id) ?? []), m.user_email]);
  }
  const pairs = new Map<string, { owner_email: string; favorite_email: string }>();
  const star = (owner: string, classmates: string[], n: number) => {
    for (const favorite of random.sample(
      classmates.filter((e) => e !== owner),
      n,
    )) {
      pairs.set(`${owner} ${favorite}`, { owner_email: owner, favorite_email: favorite });
    }
  };
  const sebd = learnersByCohort.get(SEED_COHORT.sebdSeptember2026.cohort_id) ?? [];
  star(
    'learner@cedar.test',
    sebd.filter((e) => !e.endsWith('@cedar.test')),
    5,
  );
  for (const classmates of learnersByCohort.values()) {
    for (const owner of random.sample(classmates, Math.floor(classmates.length / 5)))
      star(owner, classmates, random.int(1, 4));
  }
  return [...pairs.values()];
}

const SEARCH_TERMS = [
  'python',
  'Chicago',
  'react',
  'facilitator',
  'Lagos',
  'java',
  'coach',
  'Spanish',
  'night owl',
  'GitHub',
];

/** A few remembered directory searches, the demo learner's among them. */
function searches(random: Random, learners: NewUser[], now: Date) {
  const rows: { user_email: string; search_value: string; searched_at: Date }[] = [];
  const remember = (email: string, terms: string[]) =>
    terms.forEach((search_value, i) =>
      rows.push({
        user_email: email,
        search_value,
        searched_at: new Date(now.getTime() - (terms.length - i) * 3_600_000),
      }),
    );
  remember('learner@cedar.test', ['python', 'Chicago', 'Camille', 'react', 'Lagos', 'java']);
  for (const user of random.sample(learners, 40)) remember(user.email, random.sample(SEARCH_TERMS, random.int(1, 6)));
  return rows;
}
