import { ROLE } from '@cedar/shared/domain';
import type { userCourses } from '../schema/index.ts';
import { SEED_COHORTS, SEED_PROGRAM_IDS, type SeedCohort } from './catalog.ts';
import { FIRST_NAMES, LAST_NAMES } from './data/names.ts';
import { STAFF_TITLES } from './data/profile-text.ts';
import { buildProfile, type NewUser } from './profiles.ts';
import type { Random } from './random.ts';

export type NewMembership = typeof userCourses.$inferInsert;

const LEARNER_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];

/** Unique e-mails and usernames for generated people. */
export class Registry {
  readonly emails = new Set<string>();
  readonly usernames = new Set<string>();

  claim(base: string, domain: string): { email: string; username: string } {
    for (let n = 1; ; n += 1) {
      const local = n === 1 ? base : `${base}${n}`;
      const email = `${local}@${domain}`;
      const username = local.replace(/[^a-z0-9]/g, '');
      if (!this.emails.has(email) && !this.usernames.has(username)) {
        this.emails.add(email);
        this.usernames.add(username);
        return { email, username };
      }
    }
  }
}

export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function person(random: Random, registry: Registry, now: Date, staff: boolean, testStyle = false): NewUser {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const base = testStyle ? `test.${slug(first)}` : `${slug(first)}.${slug(last)}`;
  const { email, username } = registry.claim(base, staff ? 'cedar.test' : random.pick(LEARNER_DOMAINS));
  const profile = buildProfile(random, { first, handle: username, now, staff });
  return { email, username, first_name: first, last_name: last, ...profile, user_role: staff ? null : 'student' };
}

function membership(user_email: string, cohort: SeedCohort, roleId: number, random: Random, now: Date): NewMembership {
  const daysAgo = random.int(1, 200);
  return {
    user_email,
    user_role_id: roleId,
    cohort_id: cohort.cohort_id,
    course_id: cohort.course.id,
    is_visible: true,
    active: true,
    created_by: 'seed',
    updated_by: null,
    updated_date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
  };
}

/** Learners of every seeded cohort: a few withdrawn, hidden, re-enrolled or test-style. */
export function buildLearners(random: Random, registry: Registry, now: Date) {
  const users: NewUser[] = [];
  const memberships: NewMembership[] = [];
  for (const cohort of SEED_COHORTS) {
    for (let i = 0; i < cohort.learners; i += 1) {
      // One test-style account per cohort: hidden from everyone but its owner.
      const user = person(random, registry, now, false, i === 3);
      const entry = membership(user.email, cohort, ROLE.learner, random, now);
      entry.active = !random.chance(0.04);
      entry.is_visible = !random.chance(0.03);
      users.push(user);
      memberships.push(entry);
    }
  }
  // Learners of the finished cohort who came back for the current one.
  const completed = SEED_COHORTS.find((c) => c.course.status === 'completed');
  const current = SEED_COHORTS.find((c) => c.course.status === 'active' && c.program_id === completed?.program_id);
  if (completed && current) {
    for (const entry of memberships.filter((m) => m.cohort_id === completed.cohort_id).slice(0, 6)) {
      entry.active = false;
      memberships.push(membership(entry.user_email, current, ROLE.learner, random, now));
    }
  }
  return { users, memberships };
}

// How many people hold each staff role across the academy.
const STAFF_POOL: Record<number, number> = {
  2: 6,
  3: 3,
  4: 3,
  5: 6,
  6: 2,
  7: 2,
  8: 2,
  10: 2,
  12: 2,
  13: 2,
  14: 3,
  15: 3,
};

/** Staff of every role 2–15 in every cohort; one Program Manager per program. */
export function buildStaff(random: Random, registry: Registry, now: Date) {
  const users: NewUser[] = [];
  const memberships: NewMembership[] = [];
  const pools = new Map<number, string[]>();
  const hire = (roleId: number) => {
    const user = person(random, registry, now, true);
    user.user_title = STAFF_TITLES[roleId] ?? null;
    users.push(user);
    return user.email;
  };
  for (const [roleId, size] of Object.entries(STAFF_POOL)) {
    pools.set(
      Number(roleId),
      Array.from({ length: size }, () => hire(Number(roleId))),
    );
  }
  const managers = new Map(SEED_PROGRAM_IDS.map((programId) => [programId, hire(ROLE.programManager)]));
  const limitedAdmins = [hire(ROLE.limitedAdmin), hire(ROLE.limitedAdmin)];
  for (const cohort of SEED_COHORTS) {
    for (const [roleId, pool] of pools) {
      const count = roleId === ROLE.facilitator || roleId === ROLE.coach ? 2 : 1;
      for (const email of random.sample(pool, count)) memberships.push(membership(email, cohort, roleId, random, now));
    }
    memberships.push(membership(managers.get(cohort.program_id)!, cohort, ROLE.programManager, random, now));
    memberships.push(membership(random.pick(limitedAdmins), cohort, ROLE.limitedAdmin, random, now));
  }
  return { users, memberships };
}
