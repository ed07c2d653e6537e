import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AcpMember, MembershipChange } from '@cedar/shared/contract';
import { isOnlineNow } from '@cedar/shared/domain';
import type { Database } from '../client.ts';
import { cohortCourses, cohorts, membershipChanges, userCourses, users } from '../schema/index.ts';

/** The columns of a member row of the People page. */
const memberColumns = {
  id: userCourses.id,
  user_email: userCourses.user_email,
  first_name: users.first_name,
  last_name: users.last_name,
  user_lms_id: users.user_lms_id,
  user_role_id: userCourses.user_role_id,
  active: userCourses.active,
  is_visible: userCourses.is_visible,
  is_online: users.is_online,
  user_last_seen: users.user_last_seen,
};

interface MemberRow extends Omit<AcpMember, 'is_online'> {
  is_online: boolean;
  user_last_seen: Date | null;
}

function toMember(row: MemberRow, now: Date): AcpMember {
  const { user_last_seen, is_online, ...member } = row;
  return {
    ...member,
    is_online: isOnlineNow({ is_online, user_last_seen: user_last_seen?.toISOString() ?? null }, now),
  };
}

/** Every membership of a cohort with its member, by name (the caller sorts active first). */
export async function selectCohortMemberRows(db: Database, cohortId: number, now: Date): Promise<AcpMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(userCourses)
    .innerJoin(users, eq(users.email, userCourses.user_email))
    .where(eq(userCourses.cohort_id, cohortId))
    .orderBy(asc(sql`lower(${users.first_name})`), asc(sql`lower(${users.last_name})`), asc(userCourses.id));
  return rows.map((row) => toMember(row, now));
}

/** One membership row of a cohort with its member; null when the row is not the cohort's. */
export async function selectCohortMemberRow(
  db: Database,
  cohortId: number,
  membershipId: number,
  now: Date,
): Promise<AcpMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(userCourses)
    .innerJoin(users, eq(users.email, userCourses.user_email))
    .where(and(eq(userCourses.cohort_id, cohortId), eq(userCourses.id, membershipId)));
  return row ? toMember(row, now) : null;
}

export async function selectCohortSummary(db: Database, cohortId: number) {
  const [row] = await db
    .select({ cohort_id: cohorts.cohort_id, cohort_name: cohorts.cohort_name, program_id: cohorts.program_id })
    .from(cohorts)
    .where(eq(cohorts.cohort_id, cohortId));
  return row ?? null;
}

/** The course new memberships of a cohort hang off: its first course, or none. */
export async function selectCohortCourseId(db: Database, cohortId: number): Promise<number | null> {
  const [row] = await db
    .select({ course_id: cohortCourses.course_id })
    .from(cohortCourses)
    .where(and(eq(cohortCourses.cohort_id, cohortId), eq(cohortCourses.is_active, true)))
    .orderBy(asc(cohortCourses.course_id))
    .limit(1);
  return row?.course_id ?? null;
}

/** Is the e-mail in the cohort already, in any role, active or not? */
export async function isInCohort(db: Database, cohortId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.cohort_id, cohortId), eq(userCourses.user_email, email)))
    .limit(1);
  return row !== undefined;
}

/** Does another user than `exceptEmail` hold this LMS id? */
export async function isLmsIdTaken(db: Database, lmsId: string, exceptEmail?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.user_lms_id, lmsId), exceptEmail ? ne(users.email, exceptEmail) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertMembershipChange(
  db: Database,
  change: Omit<typeof membershipChanges.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(membershipChanges).values(change);
}

/** The latest changes to a cohort's memberships, newest first. */
export async function selectMembershipChanges(
  db: Database,
  cohortId: number,
  limit = 100,
): Promise<MembershipChange[]> {
  const rows = await db
    .select()
    .from(membershipChanges)
    .where(eq(membershipChanges.cohort_id, cohortId))
    .orderBy(desc(membershipChanges.created_at), desc(membershipChanges.id))
    .limit(limit);
  return rows.map(({ cohort_id: _cohort, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString() }));
}
