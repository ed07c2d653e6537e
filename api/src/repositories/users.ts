import type { Membership, Program, ProfileUpdate } from '@cedar/shared/contract';
import { normaliseFocusTime, type MembershipFacts } from '@cedar/shared/domain';
import type { Database } from '../db/client.ts';
import { listCohortMembers } from '../db/repositories/cohort-members.ts';
import { listFavoritesByOwners, replaceFavorites } from '../db/repositories/favorites.ts';
import { listMembershipsByEmails, membershipFacts, programsOf } from '../db/repositories/memberships.ts';
import type { Presence } from '../db/repositories/presence.ts';
import { presenceWriter } from '../db/repositories/presence-writer.ts';
import type { ProfileRecord, UserRecord } from '../db/repositories/records.ts';
import {
  findUserByIdentifier,
  findUsersByEmails,
  findUserTimeZone,
  type ProfilePatch,
  updateUserProfile,
} from '../db/repositories/users.ts';

/** Filters of a member list over one or more cohorts. */
export interface MemberFilter {
  cohortIds: number[];
  roleId?: number | undefined;
  isVisible?: boolean | undefined;
  /** Only active memberships (what learners see). */
  activeOnly?: boolean | undefined;
}

/** Users, their memberships, favourites and presence. */
export interface UsersRepository {
  /** A user by e-mail, username or numeric id; null when unknown. */
  findUser(identifier: string): Promise<UserRecord | null>;
  /** The memberships that decide what a caller may do. */
  membershipFacts(email: string): Promise<MembershipFacts[]>;
  /** Membership facts of each given user that exists, keyed by lower-case e-mail. */
  membershipFactsOf(emails: string[]): Promise<Map<string, MembershipFacts[]>>;
  /** Users with their memberships and favourites, in the order given. */
  records(users: UserRecord[]): Promise<ProfileRecord[]>;
  /** Memberships matching the filter, with their users (highest role first). */
  members(filter: MemberFilter): Promise<{ user: UserRecord; membership: Membership }[]>;
  programsOf(memberships: Membership[]): Promise<Program[]>;
  /** Applies a validated profile update (favourites included) in one transaction; null when unknown. */
  updateProfile(email: string, update: ProfileUpdate, now: Date): Promise<UserRecord | null>;
  /** Records presence (heartbeats and beacons are written in batches); null when the user is unknown. */
  setPresence(email: string, online: boolean, now: Date): Promise<Presence | null>;
  /** The user's profile time zone alone; null when the user is unknown or has none. */
  timeZoneOf(email: string): Promise<UserRecord['user_timezone']>;
}

// Only the profile's own columns reach the table; focus time is stored in its normalised form
// (slot ids, days and slots in order), the form every reader sees.
function patchOf(update: ProfileUpdate): ProfilePatch {
  const {
    user_favorite_profiles: _favourites,
    user_profile_updated_date: _clientClock,
    user_focus_time,
    ...fields
  } = update;
  const patch: ProfilePatch = { ...fields };
  if (user_focus_time !== undefined)
    patch.user_focus_time = user_focus_time === null ? null : normaliseFocusTime(user_focus_time);
  return patch;
}

/** The users repository over a drizzle database (PGlite or PostgreSQL). */
export function createUsersRepository(db: Database): UsersRepository {
  const presence = presenceWriter(db);
  return {
    findUser: (identifier) => findUserByIdentifier(db, identifier),
    membershipFacts: (email) => membershipFacts(db, email),

    async membershipFactsOf(emails) {
      const [people, memberships] = await Promise.all([
        findUsersByEmails(db, emails),
        listMembershipsByEmails(db, emails),
      ]);
      return new Map(people.map((person) => [person.email, memberships.get(person.email) ?? []]));
    },

    async records(users) {
      const emails = users.map((user) => user.email);
      const [memberships, favourites] = await Promise.all([
        listMembershipsByEmails(db, emails),
        listFavoritesByOwners(db, emails),
      ]);
      return users.map((user) => ({
        user,
        memberships: memberships.get(user.email) ?? [],
        favourites: favourites.get(user.email) ?? [],
      }));
    },

    async members(filter) {
      const perCohort = await Promise.all(
        filter.cohortIds.map((cohort_id) =>
          listCohortMembers(db, {
            cohort_id,
            role_id: filter.roleId,
            is_visible: filter.isVisible,
            active: filter.activeOnly ? true : undefined,
          }),
        ),
      );
      return perCohort.flat();
    },

    programsOf: (memberships) => programsOf(db, memberships),

    async updateProfile(email, update, now) {
      return db.transaction(async (tx) => {
        const patch = patchOf(update);
        // Favourites alone leave the profile row (and its updated date) untouched.
        const user = Object.keys(patch).length
          ? await updateUserProfile(tx, email, patch, now)
          : await findUserByIdentifier(tx, email);
        if (user && update.user_favorite_profiles !== undefined) {
          await replaceFavorites(
            tx,
            user.email,
            update.user_favorite_profiles.map((f) => f.user_email),
          );
        }
        return user;
      });
    },

    setPresence: (email, online, now) => presence.set(email, online, now),
    timeZoneOf: (email) => findUserTimeZone(db, email),
  };
}
