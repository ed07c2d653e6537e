import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { calendars, cohortCourses, cohorts, courses, programs, roles } from '../schema/index.ts';
import type { Course, Program } from './records.ts';

/** A cohort with its program and its courses. */
export interface CohortRecord {
  cohort_id: number;
  cohort_name: string;
  program_id: number;
  program_title: string;
  zoom_url: string | null;
  start_date: string | null;
  end_date: string | null;
  courses: (Course & { lms_course_id: string | null; start_date: string | null; end_date: string | null })[];
}

/** Cohorts (all, or those with the given ids), by id. */
export async function listCohorts(db: Database, ids?: number[]): Promise<CohortRecord[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ cohort: cohorts, program_title: programs.title })
    .from(cohorts)
    .innerJoin(programs, eq(programs.id, cohorts.program_id))
    .where(ids ? inArray(cohorts.cohort_id, ids) : undefined)
    .orderBy(asc(cohorts.cohort_id));
  const links = await db
    .select({ cohort_id: cohortCourses.cohort_id, course: courses })
    .from(cohortCourses)
    .innerJoin(courses, eq(courses.id, cohortCourses.course_id))
    .where(
      and(
        inArray(cohortCourses.cohort_id, rows.map((row) => row.cohort.cohort_id).concat(-1)),
        eq(cohortCourses.is_active, true),
      ),
    )
    .orderBy(asc(courses.id));
  return rows.map(({ cohort, program_title }) => ({
    ...cohort,
    program_title,
    courses: links.filter((link) => link.cohort_id === cohort.cohort_id).map((link) => link.course),
  }));
}

export async function findCohort(db: Database, cohortId: number): Promise<CohortRecord | null> {
  const [found] = await listCohorts(db, [cohortId]);
  return found ?? null;
}

/** A cohort's own columns, without its program's title or its courses (one statement). */
export async function findCohortFacts(
  db: Database,
  cohortId: number,
): Promise<{ cohort_id: number; cohort_name: string; program_id: number; zoom_url: string | null } | null> {
  const [found] = await db
    .select({
      cohort_id: cohorts.cohort_id,
      cohort_name: cohorts.cohort_name,
      program_id: cohorts.program_id,
      zoom_url: cohorts.zoom_url,
    })
    .from(cohorts)
    .where(eq(cohorts.cohort_id, cohortId));
  return found ?? null;
}

/** What the connection panel needs of a cohort: its room and its active calendars, by id, in one statement. */
export async function findCohortRoom(
  db: Database,
  cohortId: number,
): Promise<{
  cohort_id: number;
  cohort_name: string;
  zoom_url: string | null;
  calendars: { calendar_url: string; google_calendar_id: string }[];
} | null> {
  const rows = await db
    .select({
      cohort_id: cohorts.cohort_id,
      cohort_name: cohorts.cohort_name,
      zoom_url: cohorts.zoom_url,
      calendar_url: calendars.calendar_url,
      google_calendar_id: calendars.google_calendar_id,
    })
    .from(cohorts)
    .leftJoin(calendars, and(eq(calendars.cohort_id, cohorts.cohort_id), eq(calendars.active, true)))
    .where(eq(cohorts.cohort_id, cohortId))
    .orderBy(asc(calendars.id));
  const [first] = rows;
  if (!first) return null;
  return {
    cohort_id: first.cohort_id,
    cohort_name: first.cohort_name,
    zoom_url: first.zoom_url,
    calendars: rows.flatMap(({ calendar_url, google_calendar_id }) =>
      calendar_url !== null && google_calendar_id !== null ? [{ calendar_url, google_calendar_id }] : [],
    ),
  };
}

export function listPrograms(db: Database): Promise<Program[]> {
  return db.select().from(programs).orderBy(asc(programs.id));
}

/** The role table as stored (kept in step with ROLES at start-up). */
export function listRoles(db: Database) {
  return db.select().from(roles).orderBy(asc(roles.id));
}
