import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userCourses, users } from '../schema/index.ts';
import { selectMemberships, toMembership } from './memberships.ts';
import { normaliseEmail, toUserRecord, type CohortMember, type UserRecord, type UserRow } from './records.ts';

async function firstUser(db: Database, where: SQL): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ? toUserRecord(row) : null;
}

export function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  return firstUser(db, eq(users.email, normaliseEmail(email)));
}

export function findUserByUsername(db: Database, username: string): Promise<UserRecord | null> {
  return firstUser(db, eq(users.username, username.trim()));
}

export function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? firstUser(db, eq(users.id, id))
    : Promise.resolve(null);
}

/** A user by e-mail, numeric id or username (GET /v1/users/by/:identifier). */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRecord | null> {
  const key = identifier.trim();
  if (key.includes('@')) return findUserByEmail(db, key);
  if (/^\d{1,10}$/.test(key)) {
    const byId = await findUserById(db, Number(key));
    if (byId) return byId;
  }
  return findUserByUsername(db, key);
}

/** A user's profile time zone alone (null when unknown or unset), without reading the whole profile. */
export async function findUserTimeZone(db: Database, email: string): Promise<UserRecord['user_timezone']> {
  const [row] = await db
    .select({ user_timezone: users.user_timezone })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row?.user_timezone ?? null;
}

/** Users by e-mail, in no particular order; unknown e-mails are left out. */
export async function findUsersByEmails(db: Database, emails: string[]): Promise<UserRecord[]> {
  const keys = [...new Set(emails.map(normaliseEmail))];
  if (keys.length === 0) return [];
  return (await db.select().from(users).where(inArray(users.email, keys))).map(toUserRecord);
}

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

/** The columns a profile update may write (§3.1, §3.2); identity columns are never among them. */
export const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'preferred_name',
  'secondary_email',
  'user_preferred_pronouns',
  'user_name_pronunciation',
  'user_social_media_links',
  'user_location',
  'user_show_location',
  'user_show_timezone',
  'user_timezone',
  'user_primary_spoken_language',
  'user_additional_spoken_languages',
  'user_goals',
  'user_intro_interest',
  'user_fun_fact',
  'user_free_time',
  'user_dream_job',
  'user_title',
  'user_programming_experience_level',
  'user_programming_languages',
  'user_focus_time',
  'user_work_schedule',
  'user_image_url',
  'user_slack_id',
] as const satisfies readonly (keyof UserRow)[];

/** Account columns of the startup record (§3.2) that admins and onboarding change. */
export const ACCOUNT_COLUMNS = [
  'user_lms_id',
  'status',
  'first_login',
  'user_role',
  'subscribed_canvas',
] as const satisfies readonly (keyof UserRow)[];

export type ProfilePatch = Partial<Pick<UserRow, (typeof PROFILE_COLUMNS)[number] | (typeof ACCOUNT_COLUMNS)[number]>>;

const writable = new Set<string>([...PROFILE_COLUMNS, ...ACCOUNT_COLUMNS]);
const profileColumns = new Set<string>(PROFILE_COLUMNS);

/**
 * Applies a profile update in one transaction and returns the updated user, or null when
 * there is no such user. Keys that are not writable columns are ignored; undefined values are
 * skipped. user_profile_updated_date becomes `now` when a profile column is written (account
 * flags such as first_login alone do not count as a profile update).
 */
export async function updateUserProfile(
  db: Database,
  email: string,
  patch: ProfilePatch,
  now: Date = new Date(),
): Promise<UserRecord | null> {
  const entries = Object.entries(patch).filter(([key, value]) => writable.has(key) && value !== undefined);
  const changes = Object.fromEntries(entries) as ProfilePatch;
  const touchesProfile = entries.some(([key]) => profileColumns.has(key));
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .for('update');
    if (!current) return null;
    const [row] = await tx
      .update(users)
      .set({ ...changes, updated_at: now, ...(touchesProfile ? { user_profile_updated_date: now } : {}) })
      .where(eq(users.id, current.id))
      .returning();
    return row ? toUserRecord(row) : null;
  });
}

export interface NewUserInput {
  email: string;
  username?: string | undefined;
  first_name: string;
  last_name: string;
  preferred_name?: string | null | undefined;
  user_lms_id?: string | null | undefined;
  status?: string | undefined;
  is_online?: boolean | undefined;
  first_login?: boolean | undefined;
  user_role?: string | null | undefined;
  subscribed_canvas?: boolean | undefined;
  created_by?: string | null | undefined;
}

/** Creates a user (POST /v1/user/); the username defaults to the e-mail. Trims strings; an empty LMS id is null. */
export async function createUser(db: Database, input: NewUserInput): Promise<UserRecord> {
  const email = normaliseEmail(input.email);
  const lmsId = input.user_lms_id?.trim();
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: input.username?.trim() || email,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      preferred_name: input.preferred_name?.trim() || input.first_name.trim(),
      user_lms_id: lmsId ? lmsId : null,
      status: input.status?.trim() || 'active',
      is_online: input.is_online ?? false,
      first_login: input.first_login ?? true,
      user_role: input.user_role ?? null,
      subscribed_canvas: input.subscribed_canvas ?? false,
      created_by: input.created_by ?? null,
    })
    .returning();
  return toUserRecord(row!);
}

/** Presence as stored: the flag and the last time the user was seen. */
export interface Presence {
  is_online: boolean;
  user_last_seen: string;
}

/** Records presence: online with last seen now (heartbeat), or offline at `now` (beacon). Null when unknown. */
export async function setPresence(
  db: Database,
  email: string,
  online: boolean,
  now: Date = new Date(),
): Promise<Presence | null> {
  const [row] = await db
    .update(users)
    .set({ is_online: online, user_last_seen: now })
    .where(eq(users.email, normaliseEmail(email)))
    .returning({ is_online: users.is_online, user_last_seen: users.user_last_seen });
  return row ? { is_online: row.is_online, user_last_seen: (row.user_last_seen ?? now).toISOString() } : null;
}

/** The heartbeat of an open tab: online, seen now. */
export const heartbeat = (db: Database, email: string, now: Date = new Date()) => setPresence(db, email, true, now);

/** The offline beacon of the last closing window. */
export const markOffline = (db: Database, email: string, now: Date = new Date()) => setPresence(db, email, false, now);

/** Users seen online whose last heartbeat is older than `cutoff` are marked offline. */
export async function expireStalePresence(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({ is_online: false })
    .where(and(eq(users.is_online, true), or(isNull(users.user_last_seen), lt(users.user_last_seen, cutoff))))
    .returning({ id: users.id });
  return rows.length;
}
