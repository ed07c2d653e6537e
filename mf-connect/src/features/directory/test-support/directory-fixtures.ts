import type { DirectoryMember } from '@cedar/shared/contract';

/** The clock of the directory's stories and tests. */
export const DIRECTORY_NOW = new Date('2026-11-25T17:00:00Z');

const minutesAgo = (minutes: number) => new Date(DIRECTORY_NOW.getTime() - minutes * 60_000).toISOString();

/** A directory card with sensible defaults. */
export function directoryMember(overrides: Partial<DirectoryMember> & { email: string }): DirectoryMember {
  return {
    display_name: 'Ana',
    last_name: 'Lopez',
    user_image_url: null,
    user_role_id: 1,
    is_online: false,
    user_last_seen: minutesAgo(90),
    recently_updated: false,
    is_favorite: false,
    ...overrides,
  };
}

/** A cohort: a coach, a facilitator and learners in every card variant. */
export const DIRECTORY_MEMBERS: DirectoryMember[] = [
  directoryMember({
    email: 'coach@cedar.test',
    display_name: 'Coco',
    last_name: 'Reyes',
    user_role_id: 5,
    is_online: true,
    user_last_seen: minutesAgo(1),
    location: 'Denver, CO, USA',
    time_zone: { id: 'America/Denver', name: 'Mountain Standard Time' },
  }),
  directoryMember({
    email: 'fay@cedar.test',
    display_name: 'Fay',
    last_name: 'Okafor',
    user_role_id: 2,
    user_last_seen: minutesAgo(60 * 26),
  }),
  directoryMember({
    email: 'ana@cedar.test',
    location: 'Austin, TX, USA',
    time_zone: { id: 'America/Chicago', name: 'Central Standard Time' },
    is_online: true,
    user_last_seen: minutesAgo(2),
    recently_updated: true,
    is_favorite: true,
  }),
  directoryMember({ email: 'ben@cedar.test', display_name: 'Ben', last_name: 'Kim', user_last_seen: null }),
  directoryMember({
    email: 'cai@cedar.test',
    display_name: 'Cai',
    last_name: 'Ng',
    // A picture that fails to load shows the fallback.
    user_image_url: 'data:image/png;base64,AAAA',
    time_zone: { id: 'Europe/London', name: 'Greenwich Mean Time' },
  }),
];
