import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { normaliseEmail, toUserRecord, type UserRecord, type UserRow } from './records.ts';

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
  'onboarding_step',
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
