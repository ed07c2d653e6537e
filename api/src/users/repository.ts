import type { FavoriteProfile, Membership, Program, ProfileUpdate } from '@cedar/shared/contract';
import type { MembershipFacts } from '@cedar/shared/domain';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cohorts, courses, programs, userCourses, userFavorites, users } from '../db/schema/index.ts';
import { normaliseFocusTime, type ProfileRecord, type UserRow } from './profile-view.ts';

/** Filters of a cohort's member list. */
export interface MemberFilter {
  cohortIds: number[];
  roleId?: number | undefined;
  isVisible?: boolean | undefined;
  /** Only active memberships (what learners see). */
  activeOnly?: boolean | undefined;
}

/** Reads and writes of users, their memberships and favourites. */
export interface UsersRepository {
  /** A user by e-mail, username or numeric id; null when unknown. */
  findUser(identifier: string): Promise<UserRow | null>;
  /** The memberships that decide what a caller may do. */
  membershipFacts(email: string): Promise<MembershipFacts[]>;
  /** Users with their memberships and favourites, in the order of `rows`. */
  records(rows: UserRow[]): Promise<ProfileRecord[]>;
  /** Memberships matching the filter, with their users. */
  members(filter: MemberFilter): Promise<{ user: UserRow; membership: Membership }[]>;
  programs(ids: number[]): Promise<Program[]>;
  /** Applies a validated profile update in one transaction; null when the user is unknown. */
  updateProfile(email: string, update: ProfileUpdate, now: Date): Promise<UserRow | null>;
  /** Records presence; null when the user is unknown. */
  setPresence(email: string, online: boolean, now: Date): Promise<UserRow | null>;
  /** Membership facts of each of the given users that exists (lower-case e-mail keys). */
  membershipFactsOf(emails: string[]): Promise<Map<string, MembershipFacts[]>>;
}

const membershipColumns = {
  id: userCourses.id,
  user_email: userCourses.user_email,
  user_role_id: userCourses.user_role_id,
  cohort_id: userCourses.cohort_id,
  course_id: userCourses.course_id,
  is_visible: userCourses.is_visible,
  active: userCourses.active,
  created_by: userCourses.created_by,
  updated_by: userCourses.updated_by,
  updated_date: userCourses.updated_date,
  course_name: courses.coursename,
  course_status: courses.status,
  cohort_name: cohorts.cohort_name,
  program_id: cohorts.program_id,
};

type MembershipJoin = { [K in keyof typeof membershipColumns]: (typeof membershipColumns)[K]['_']['data'] | null };

function toMembership(row: MembershipJoin): Membership {
  return {
    id: row.id!,
    user_email: row.user_email!,
    user_role_id: row.user_role_id!,
    cohort_id: row.cohort_id!,
    course_id: row.course_id,
    is_visible: row.is_visible!,
    active: row.active!,
    created_by: row.created_by,
    updated_by: row.updated_by,
    updated_date: row.updated_date,
    course: row.course_id !== null ? { id: row.course_id, coursename: row.course_name ?? '', status: row.course_status ?? 'prestart' } : null,
    cohort: { cohort_id: row.cohort_id!, cohort_name: row.cohort_name ?? '', program_id: row.program_id },
  };
}

function membershipQuery(db: Database, where: SQL | undefined) {
  return db
    .select(membershipColumns)
    .from(userCourses)
    .innerJoin(cohorts, eq(cohorts.cohort_id, userCourses.cohort_id))
    .leftJoin(courses, eq(courses.id, userCourses.course_id))
    .where(where)
    .orderBy(userCourses.id);
}

// Only the fields of the update reach the table; focus time is stored as slot ids.
function columnsOf(update: ProfileUpdate): Partial<typeof users.$inferInsert> {
  const { user_favorite_profiles: _favourites, user_profile_updated_date: _clientClock, user_focus_time, ...fields } = update;
  const columns: Partial<typeof users.$inferInsert> = { ...fields };
  if (user_focus_time !== undefined) columns.user_focus_time = user_focus_time === null ? null : normaliseFocusTime(user_focus_time);
  return columns;
}

// Starring someone or finishing onboarding is not a profile change worth an 'Updated' ribbon.
function profileClock(update: ProfileUpdate, now: Date): { user_profile_updated_date?: Date } {
  const quiet = new Set(['user_favorite_profiles', 'first_login', 'user_profile_updated_date']);
  return Object.keys(update).some((key) => !quiet.has(key)) ? { user_profile_updated_date: now } : {};
}

/** The users repository over a drizzle database. */
export function createUsersRepository(db: Database): UsersRepository {
  async function membershipsOf(emails: string[]): Promise<Map<string, Membership[]>> {
    const byEmail = new Map<string, Membership[]>(emails.map((email) => [email, []]));
    if (emails.length === 0) return byEmail;
    const rows = await membershipQuery(db, inArray(userCourses.user_email, emails));
    for (const row of rows) byEmail.get(row.user_email)?.push(toMembership(row));
    return byEmail;
  }

  async function favouritesOf(emails: string[]): Promise<Map<string, FavoriteProfile[]>> {
    const byEmail = new Map<string, FavoriteProfile[]>(emails.map((email) => [email, []]));
    if (emails.length === 0) return byEmail;
    const rows = await db
      .select({ owner: userFavorites.owner_email, id: users.id, user_email: users.email })
      .from(userFavorites)
      .innerJoin(users, eq(users.email, userFavorites.favorite_email))
      .where(inArray(userFavorites.owner_email, emails))
      .orderBy(userFavorites.id);
    for (const row of rows) byEmail.get(row.owner)?.push({ id: row.id, user_email: row.user_email });
    return byEmail;
  }

  return {
    async findUser(identifier) {
      const key = identifier.trim();
      const lower = key.toLowerCase();
      const byId = /^\d{1,9}$/.test(key) ? eq(users.id, Number(key)) : undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, lower), eq(users.username, key), byId))
        .orderBy(users.id)
        .limit(1);
      return row ?? null;
    },

    async membershipFacts(email) {
      return db
        .select({ cohort_id: userCourses.cohort_id, user_role_id: userCourses.user_role_id, active: userCourses.active })
        .from(userCourses)
        .where(eq(userCourses.user_email, email.toLowerCase()));
    },

    async records(rows) {
      const emails = rows.map((row) => row.email);
      const [memberships, favourites] = await Promise.all([membershipsOf(emails), favouritesOf(emails)]);
      return rows.map((user) => ({
        user,
        memberships: memberships.get(user.email) ?? [],
        favourites: favourites.get(user.email) ?? [],
      }));
    },

    async members(filter) {
      if (filter.cohortIds.length === 0) return [];
      const conditions = [inArray(userCourses.cohort_id, filter.cohortIds)];
      if (filter.roleId !== undefined) conditions.push(eq(userCourses.user_role_id, filter.roleId));
      if (filter.isVisible !== undefined) conditions.push(eq(userCourses.is_visible, filter.isVisible));
      if (filter.activeOnly) conditions.push(eq(userCourses.active, true));
      const rows = await membershipQuery(db, and(...conditions));
      const emails = [...new Set(rows.map((row) => row.user_email))];
      const people = emails.length ? await db.select().from(users).where(inArray(users.email, emails)) : [];
      const byEmail = new Map(people.map((user) => [user.email, user]));
      return rows.flatMap((row) => {
        const user = byEmail.get(row.user_email);
        return user ? [{ user, membership: toMembership(row) }] : [];
      });
    },

    async programs(ids) {
      if (ids.length === 0) return [];
      return db.select({ id: programs.id, title: programs.title }).from(programs).where(inArray(programs.id, ids)).orderBy(programs.id);
    },

    async updateProfile(email, update, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...columnsOf(update), ...profileClock(update, now), updated_at: now })
          .where(eq(users.email, email))
          .returning();
        if (!row) return null;
        if (update.user_favorite_profiles !== undefined) {
          const favourites = [...new Set(update.user_favorite_profiles.map((f) => f.user_email.toLowerCase()))];
          await tx.delete(userFavorites).where(eq(userFavorites.owner_email, email));
          if (favourites.length) {
            await tx.insert(userFavorites).values(favourites.map((favorite_email) => ({ owner_email: email, favorite_email, created_at: now })));
          }
        }
        return row;
      });
    },

    async setPresence(email, online, now) {
      const [row] = await db
        .update(users)
        .set({ is_online: online, user_last_seen: now })
        .where(eq(users.email, email))
        .returning();
      return row ?? null;
    },

    async membershipFactsOf(emails) {
      const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
      const facts = new Map<string, MembershipFacts[]>();
      if (lower.length === 0) return facts;
      const people = await db.select({ email: users.email }).from(users).where(inArray(users.email, lower));
      for (const person of people) facts.set(person.email, []);
      const rows = await db
        .select({ email: userCourses.user_email, cohort_id: userCourses.cohort_id, user_role_id: userCourses.user_role_id, active: userCourses.active })
        .from(userCourses)
        .where(inArray(userCourses.user_email, lower));
      for (const { email, ...fact } of rows) facts.get(email)?.push(fact);
      return facts;
    },
  };
}
