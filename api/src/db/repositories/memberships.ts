import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohortCourses, cohorts, courses, programs, userCourses } from '../schema/index.ts';
import { normaliseEmail, type Membership, type Program } from './records.ts';

/** Columns of a membership joined with its cohort and course. */
export const membershipColumns = {
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
  coursename: courses.coursename,
  course_status: courses.status,
  lms_course_id: courses.lms_course_id,
  cohort_name: cohorts.cohort_name,
  program_id: cohorts.program_id,
};

type MembershipJoinRow = Awaited<ReturnType<typeof selectMemberships>>[number];

/** The §3.3 entry: membership fields with `course` {id, coursename, status, lms_course_id} and `cohort`. */
export function toMembership(row: MembershipJoinRow): Membership {
  const { coursename, course_status, lms_course_id, cohort_name, program_id, ...membership } = row;
  return {
    ...membership,
    course:
      membership.course_id !== null && coursename !== null
        ? { id: membership.course_id, coursename, status: course_status ?? 'prestart', lms_course_id }
        : null,
    cohort: { cohort_id: membership.cohort_id, cohort_name, program_id },
  };
}

/** Memberships (with course and cohort) matching `where`, oldest first. */
export function selectMemberships(db: Database, where: SQL | undefined) {
  return db
    .select(membershipColumns)
    .from(userCourses)
    .innerJoin(cohorts, eq(cohorts.cohort_id, userCourses.cohort_id))
    .leftJoin(courses, eq(courses.id, userCourses.course_id))
    .where(where)
    .orderBy(asc(userCourses.id));
}

/** Every membership of a user, with course and cohort (the mk_user_courses list). */
export async function listMembershipsByEmail(db: Database, email: string): Promise<Membership[]> {
  const rows = await selectMemberships(db, eq(userCourses.user_email, normaliseEmail(email)));
  return rows.map(toMembership);
}

/** Memberships of several users at once, keyed by lowercase e-mail. */
export async function listMembershipsByEmails(db: Database, emails: string[]): Promise<Map<string, Membership[]>> {
  const keys = [...new Set(emails.map(normaliseEmail))];
  const byEmail = new Map<string, Membership[]>(keys.map((email) => [email, []]));
  if (keys.length === 0) return byEmail;
  for (const row of await selectMemberships(db, inArray(userCourses.user_email, keys))) {
    byEmail.get(row.user_email)?.push(toMembership(row));
  }
  return byEmail;
}

/** Memberships by user and/or cohort (GET /usercourse). */
export async function findMemberships(
  db: Database,
  filter: { user_email?: string; cohort_id?: number },
): Promise<Membership[]> {
  const conditions = [
    filter.user_email !== undefined ? eq(userCourses.user_email, normaliseEmail(filter.user_email)) : undefined,
    filter.cohort_id !== undefined ? eq(userCourses.cohort_id, filter.cohort_id) : undefined,
  ];
  return (await selectMemberships(db, and(...conditions))).map(toMembership);
}

export async function findMembershipById(db: Database, id: number): Promise<Membership | null> {
  const [row] = await selectMemberships(db, eq(userCourses.id, id));
  return row ? toMembership(row) : null;
}

/** The facts access rules need: cohort, role, activity and Connect visibility of each membership. */
export function membershipFacts(db: Database, email: string) {
  return db
    .select({
      cohort_id: userCourses.cohort_id,
      user_role_id: userCourses.user_role_id,
      active: userCourses.active,
      is_visible: userCourses.is_visible,
    })
    .from(userCourses)
    .where(eq(userCourses.user_email, normaliseEmail(email)))
    .orderBy(asc(userCourses.id));
}

/** The programs of the given cohorts' memberships, by id. */
export async function programsOf(db: Database, memberships: Membership[]): Promise<Program[]> {
  const ids = [...new Set(memberships.map((m) => m.cohort.program_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  return db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(inArray(programs.id, ids))
    .orderBy(asc(programs.id));
}

export interface NewMembershipInput {
  user_email: string;
  user_role_id: number;
  cohort_id: number;
  /** Defaults to the cohort's course. */
  course_id?: number | null;
  is_visible?: boolean;
  active?: boolean;
  created_by?: string | null;
}

/** Adds a membership (POST /usercourse); the course defaults to the cohort's first course. */
export async function addMembership(
  db: Database,
  input: NewMembershipInput,
  now: Date = new Date(),
): Promise<Membership> {
  let courseId = input.course_id;
  if (courseId === undefined) {
    const [link] = await db
      .select({ course_id: cohortCourses.course_id })
      .from(cohortCourses)
      .where(and(eq(cohortCourses.cohort_id, input.cohort_id), eq(cohortCourses.is_active, true)))
      .orderBy(asc(cohortCourses.course_id))
      .limit(1);
    courseId = link?.course_id ?? null;
  }
  const [inserted] = await db
    .insert(userCourses)
    .values({
      user_email: normaliseEmail(input.user_email),
      user_role_id: input.user_role_id,
      cohort_id: input.cohort_id,
      course_id: courseId,
      is_visible: input.is_visible ?? true,
      active: input.active ?? true,
      created_by: input.created_by ?? null,
      updated_date: now.toISOString().slice(0, 10),
    })
    .returning({ id: userCourses.id });
  return (await findMembershipById(db, inserted!.id))!;
}

export interface MembershipPatch {
  user_role_id?: number;
  is_visible?: boolean;
  active?: boolean;
  updated_by?: string | null;
}

/** Changes a membership (PUT /usercourse?id=); updated_date becomes today. Null when unknown. */
export async function updateMembership(
  db: Database,
  id: number,
  patch: MembershipPatch,
  now: Date = new Date(),
): Promise<Membership | null> {
  const updated = await db
    .update(userCourses)
    .set({ ...patch, updated_date: now.toISOString().slice(0, 10) })
    .where(eq(userCourses.id, id))
    .returning({ id: userCourses.id });
  return updated.length === 0 ? null : findMembershipById(db, id);
}
