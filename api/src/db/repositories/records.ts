import type { Course, Cohort, FavoriteProfile, Membership, Program } from '@cedar/shared/contract';
import type { users } from '../schema/index.ts';

/** A `users` row as drizzle returns it (timestamps as Date). */
export type UserRow = typeof users.$inferSelect;

type Timestamps = 'user_profile_updated_date' | 'user_last_seen' | 'created_at' | 'updated_at';

/** A user as the repositories return it: the spec's field names, timestamps as ISO strings. */
export type UserRecord = Omit<UserRow, Timestamps> & {
  user_profile_updated_date: string | null;
  user_last_seen: string | null;
  created_at: string;
  updated_at: string;
};

export type { Course, Cohort, FavoriteProfile, Membership, Program };

/** A membership with its member: one row of a cohort's member list. */
export interface CohortMember {
  user: UserRecord;
  membership: Membership;
}

/** The start-up lookup (§3.2): the user, every membership with course and cohort, programs. */
export type StartupRecord = UserRecord & {
  mk_user_courses: Membership[];
  programs: Program[];
  user_favorite_profiles: FavoriteProfile[];
};

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A plain user record from a row. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    ...row,
    user_profile_updated_date: iso(row.user_profile_updated_date),
    user_last_seen: iso(row.user_last_seen),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** E-mails are stored lowercase; every lookup goes through this. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A user with what their profile shows besides the row: memberships and favourites. */
export interface ProfileRecord {
  user: UserRecord;
  memberships: Membership[];
  favourites: FavoriteProfile[];
}
