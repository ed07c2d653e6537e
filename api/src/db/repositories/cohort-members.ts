import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userCourses, users } from '../schema/index.ts';
import { selectMemberships, toMembership } from './memberships.ts';
import type { CohortMember, UserRecord } from './records.ts';
import { findUsersByEmails } from './users.ts';

export interface CohortMemberFilter {
  cohort_id: number;
  role_id?: number | undefined;
  /** Leave out these roles (e.g. 9 and 11 for the directory). */
  exclude_role_ids?: number[] | undefined;
  is_visible?: boolean | undefined;
  /** Only active memberships. */
  active?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

function memberConditions(filter: CohortMemberFilter): SQL | undefined {
  return and(
    eq(userCourses.cohort_id, filter.cohort_id),
    filter.role_id !== undefined ? eq(userCourses.user_role_id, filter.role_id) : undefined,
    filter.exclude_role_ids?.length ? notInArray(userCourses.user_role_id, filter.exclude_role_ids) : undefined,
    filter.is_visible !== undefined ? eq(userCourses.is_visible, filter.is_visible) : undefined,
    filter.active !== undefined ? eq(userCourses.active, filter.active) : undefined,
  );
}

/** The directory's order of members: staff first (highest role id first), then by name. */
function memberOrder() {
  return [
    desc(userCourses.user_role_id),
    asc(sql`lower(coalesce(${users.preferred_name}, ${users.first_name}))`),
    asc(users.last_name),
    asc(userCourses.id),
  ];
}

/**
 * A cohort's memberships with their members, staff first (highest role id first, as the
 * directory sorts), then by name. One row per membership.
 */
export async function listCohortMembers(db: Database, filter: CohortMemberFilter): Promise<CohortMember[]> {
  const page = await db
    .select({ id: userCourses.id })
    .from(userCourses)
    .innerJoin(users, eq(users.email, userCourses.user_email))
    .where(memberConditions(filter))
    .orderBy(...memberOrder())
    .limit(filter.limit ?? 10_000)
    .offset(filter.offset ?? 0);
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
  const memberships = new Map(
    (await selectMemberships(db, inArray(userCourses.id, ids))).map((row) => [row.id, toMembership(row)]),
  );
  const people = await findUsersByEmails(
    db,
    [...memberships.values()].map((m) => m.user_email),
  );
  const byEmail = new Map(people.map((user) => [user.email, user]));
  return ids.map((id) => {
    const membership = memberships.get(id)!;
    return { user: byEmail.get(membership.user_email)!, membership };
  });
}

/** What a member's card on the dashboard shows: a few membership and account columns. */
export interface CohortMemberCard {
  membership: { id: number; course_id: number | null; cohort_id: number; user_role_id: number; is_visible: boolean };
  user: Pick<
    UserRecord,
    | 'id'
    | 'email'
    | 'username'
    | 'first_name'
    | 'last_name'
    | 'preferred_name'
    | 'user_image_url'
    | 'is_online'
    | 'user_last_seen'
    | 'user_profile_updated_date'
    | 'user_show_timezone'
    | 'user_timezone'
  >;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * The dashboard's cards of a cohort's members (connection and support panels), in
 * listCohortMembers' order, in one statement that reads only the card's columns.
 * listCohortMembers takes three and whole profile rows (goals, fun facts, ...), which
 * made these polled panels the slowest calls on the embedded database.
 */
export async function listCohortMemberCards(db: Database, filter: CohortMemberFilter): Promise<CohortMemberCard[]> {
  const rows = await db
    .select({
      membership_id: userCourses.id,
      course_id: userCourses.course_id,
      cohort_id: userCourses.cohort_id,
      user_role_id: userCourses.user_role_id,
      is_visible: userCourses.is_visible,
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      preferred_name: users.preferred_name,
      user_image_url: users.user_image_url,
      is_online: users.is_online,
      user_last_seen: users.user_last_seen,
      user_profile_updated_date: users.user_profile_updated_date,
      user_show_timezone: users.user_show_timezone,
      user_timezone: users.user_timezone,
    })
    .from(userCourses)
    .innerJoin(users, eq(users.email, userCourses.user_email))
    .where(memberConditions(filter))
    .orderBy(...memberOrder())
    .limit(filter.limit ?? 10_000)
    .offset(filter.offset ?? 0);
  return rows.map(({ membership_id, course_id, cohort_id, user_role_id, is_visible, ...user }) => ({
    membership: { id: membership_id, course_id, cohort_id, user_role_id, is_visible },
    user: {
      ...user,
      user_last_seen: iso(user.user_last_seen),
      user_profile_updated_date: iso(user.user_profile_updated_date),
    },
  }));
}

/** How many memberships match the filter (limit and offset ignored). */
export async function countCohortMembers(db: Database, filter: CohortMemberFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userCourses).where(memberConditions(filter));
  return row?.n ?? 0;
}
