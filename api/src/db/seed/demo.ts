import { ROLE } from '@cedar/shared/domain';
import { SEED_COHORT, type SeedCohort } from './catalog.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { NewMembership } from './people.ts';
import { buildProfile, focusTime, type NewUser } from './profiles.ts';
import type { Random } from './random.ts';

interface DemoPerson {
  first: string;
  last: string;
  title: string | null;
  memberships: [SeedCohort, number][];
}

const C = SEED_COHORT;

// Keyed by the local part of the demo e-mails in demo-accounts.ts.
const PEOPLE: Record<string, DemoPerson> = {
  learner: {
    first: 'Jordan',
    last: 'Rivera',
    title: 'Aspiring Backend Engineer',
    memberships: [[C.sebdSeptember2026, ROLE.learner]],
  },
  prestart: {
    first: 'Priya',
    last: 'Nair',
    title: 'Future Front-End Developer',
    memberships: [[C.frontEndPrestart, ROLE.learner]],
  },
  newbie: { first: 'Noah', last: 'Kim', title: null, memberships: [[C.sebdSeptember2026, ROLE.learner]] },
  coach: { first: 'Camille', last: 'Laurent', title: 'Coach', memberships: [[C.sebdSeptember2026, ROLE.coach]] },
  facilitator: {
    first: 'Felix',
    last: 'Osei',
    title: 'Facilitator',
    memberships: [[C.sebdSeptember2026, ROLE.facilitator]],
  },
  support: {
    first: 'Sam',
    last: 'Taylor',
    title: 'Support Specialist',
    memberships: [[C.sebdSeptember2026, ROLE.support]],
  },
  admin: {
    first: 'Alex',
    last: 'Morgan',
    title: 'Program Manager',
    memberships: [
      [C.sebdSeptember2026, ROLE.programManager],
      [C.sebdMarch2026, ROLE.programManager],
      [C.fullStackJune2026, ROLE.programManager],
    ],
  },
  limited: {
    first: 'Lee',
    last: 'Park',
    title: 'Operations Coordinator',
    memberships: [
      [C.fullStackJune2026, ROLE.limitedAdmin],
      [C.frontEndPrestart, ROLE.limitedAdmin],
    ],
  },
  nocourse: { first: 'Nico', last: 'Costa', title: null, memberships: [] },
};

/** The demo accounts of demo-accounts.ts, with the profiles and memberships they describe. */
export function buildDemoAccounts(random: Random, now: Date) {
  const users: NewUser[] = [];
  const memberships: NewMembership[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const local = account.email.split('@')[0]!;
    const spec = PEOPLE[local];
    if (!spec) throw new Error(`no demo profile for ${account.email}`);
    const staff = spec.memberships.some(([, roleId]) => roleId !== ROLE.learner);
    const newbie = local === 'newbie';
    const profile = buildProfile(random, { first: spec.first, handle: local, now, staff, full: !newbie });
    const user: NewUser = {
      ...profile,
      email: account.email,
      username: local,
      first_name: spec.first,
      last_name: spec.last,
      user_title: spec.title,
      user_role: staff || spec.memberships.length === 0 ? null : 'student',
      // Demo users are shown as recently active, but only presence heartbeats make them online.
      is_online: false,
      user_last_seen: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      user_profile_updated_date: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000),
    };
    if (staff) {
      user.user_focus_time = focusTime(random, true);
      user.user_work_schedule = ['full_time', 'weekdays', 'consistent'];
    }
    users.push(newbie ? firstLoginUser(user) : user);
    for (const [cohort, roleId] of spec.memberships) {
      memberships.push({
        user_email: account.email,
        user_role_id: roleId,
        cohort_id: cohort.cohort_id,
        course_id: cohort.course.id,
        is_visible: true,
        active: true,
        created_by: 'seed',
        updated_date: now.toISOString().slice(0, 10),
      });
    }
  }
  return { users, memberships };
}

/** Someone who has not been through onboarding: names only. */
function firstLoginUser(user: NewUser): NewUser {
  return {
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    user_role: user.user_role,
    user_lms_id: user.user_lms_id ?? null,
    status: 'active',
    first_login: true,
    subscribed_canvas: true,
    created_by: 'seed',
  };
}
