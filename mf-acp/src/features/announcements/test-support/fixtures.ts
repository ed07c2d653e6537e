import type { Membership, StaffAnnouncement } from '@cedar/shared/contract';

/** The signed-in staff member of the announcement tests and stories. */
export const STAFF_EMAIL = 'limited@cedar.test';
/** The fixtures' clock: the current hour, so that statuses hold for the connected page too. */
export const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** A membership of cohort 7 (SEBD September 2026, program 1) with a role. */
export function staffMembership(role: number): Membership {
  return {
    id: 700 + role,
    user_email: STAFF_EMAIL,
    user_role_id: role,
    cohort_id: 7,
    active: true,
    cohort: { cohort_id: 7, cohort_name: 'SEBD September 2026', program_id: 1 },
  } as Membership;
}

/** An announcement of the history. */
export function staffAnnouncement(id: number, overrides: Partial<StaffAnnouncement> = {}): StaffAnnouncement {
  return {
    id,
    body: `<p>Announcement ${id}: welcome to the week.</p>`,
    post_as: 'myself',
    audience: 3,
    program_id: 1,
    cohort_id: 7,
    cohort: { cohort_name: 'SEBD September 2026' },
    author_mk_user: { first_name: 'Lim', last_name: 'Ited', preferred_name: null },
    post_schedule: iso(-2 * HOUR),
    post_expiration: iso(22 * HOUR),
    author_email: STAFF_EMAIL,
    reach_learners: 24,
    seen_learners: 17,
    ...overrides,
  };
}

/** One announcement of each status, and one of the academy for everyone. */
export const HISTORY: StaffAnnouncement[] = [
  staffAnnouncement(1),
  staffAnnouncement(2, {
    post_schedule: iso(5 * HOUR),
    post_expiration: iso(29 * HOUR),
    body: '<p>Queued one</p>',
    seen_learners: 0,
  }),
  staffAnnouncement(3, {
    post_schedule: iso(-50 * HOUR),
    post_expiration: iso(-26 * HOUR),
    body: '<p>Expired one</p>',
  }),
  staffAnnouncement(4, {
    post_as: 'Cedar',
    audience: 1,
    program_id: null,
    cohort_id: null,
    cohort: null,
    author_email: 'admin@cedar.test',
    body: '<h1>Everyone</h1><p>Hello from the academy.</p>',
    reach_learners: 310,
    seen_learners: 1,
  }),
];
