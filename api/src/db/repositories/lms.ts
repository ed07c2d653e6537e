import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  cohortCourses,
  cohorts,
  courseLaunchpads,
  courses,
  lmsAssignmentOverrides,
  lmsAssignments,
  lmsSubmissions,
  userCourses,
} from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

/** An assignment with what concerns one learner: their custom override and submission. */
export interface LearnerAssignmentRow {
  id: number;
  course_id: number;
  title: string;
  html_url: string | null;
  due_at: Date | null;
  points_possible: number | null;
  /** The learner's own override, if any (undefined when none). */
  custom_due_at?: Date | null;
  sections: { name: string; due_at: Date | null }[];
  submitted_at: Date | null;
  score: number | null;
}

/** A course of the course-management system. */
export interface LmsCourse {
  id: number;
  coursename: string;
  status: string;
  lms_course_id: string | null;
  start_date: string | null;
}

export async function findCourse(db: Database, courseId: number): Promise<LmsCourse | null> {
  const [row] = await db
    .select({
      id: courses.id,
      coursename: courses.coursename,
      status: courses.status,
      lms_course_id: courses.lms_course_id,
      start_date: courses.start_date,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/**
 * The user's active memberships in cohorts that take the course (through the membership's
 * course or the cohort's courses), with the cohort's name: the learner's sections.
 */
export async function courseMemberships(
  db: Database,
  email: string,
  courseId: number,
): Promise<{ cohort_id: number; cohort_name: string; user_role_id: number }[]> {
  return db
    .selectDistinct({
      cohort_id: userCourses.cohort_id,
      cohort_name: cohorts.cohort_name,
      user_role_id: userCourses.user_role_id,
    })
    .from(userCourses)
    .innerJoin(cohorts, eq(cohorts.cohort_id, userCourses.cohort_id))
    .leftJoin(cohortCourses, and(eq(cohortCourses.cohort_id, userCourses.cohort_id), eq(cohortCourses.is_active, true)))
    .where(
      and(
        eq(userCourses.user_email, normaliseEmail(email)),
        eq(userCourses.active, true),
        or(eq(userCourses.course_id, courseId), eq(cohortCourses.course_id, courseId)),
      ),
    )
    .orderBy(asc(userCourses.cohort_id));
}

/** Every assignment of a course with the learner's override and submission, by due date. */
export async function listLearnerAssignments(
  db: Database,
  courseId: number,
  email: string,
): Promise<LearnerAssignmentRow[]> {
  const learner = normaliseEmail(email);
  const assignments = await db
    .select({
      id: lmsAssignments.id,
      course_id: lmsAssignments.course_id,
      title: lmsAssignments.title,
      html_url: lmsAssignments.html_url,
      due_at: lmsAssignments.due_at,
      points_possible: lmsAssignments.points_possible,
      submitted_at: lmsSubmissions.submitted_at,
      score: lmsSubmissions.score,
    })
    .from(lmsAssignments)
    .leftJoin(
      lmsSubmissions,
      and(eq(lmsSubmissions.assignment_id, lmsAssignments.id), eq(lmsSubmissions.user_email, learner)),
    )
    .where(eq(lmsAssignments.course_id, courseId))
    .orderBy(asc(lmsAssignments.due_at), asc(lmsAssignments.id));
  if (assignments.length === 0) return [];
  const overrides = await db
    .select()
    .from(lmsAssignmentOverrides)
    .where(
      and(
        inArray(
          lmsAssignmentOverrides.assignment_id,
          assignments.map((a) => a.id),
        ),
        // Other learners' custom dates are theirs: only named sections and this learner's own.
        or(isNotNull(lmsAssignmentOverrides.section_name), eq(lmsAssignmentOverrides.user_email, learner)),
      ),
    )
    .orderBy(asc(lmsAssignmentOverrides.id));
  return assignments.map((assignment) => {
    const own = overrides.find((o) => o.assignment_id === assignment.id && o.user_email === learner);
    return {
      ...assignment,
      ...(own ? { custom_due_at: own.due_at } : {}),
      sections: overrides
        .filter((o) => o.assignment_id === assignment.id && o.section_name !== null)
        .map((o) => ({ name: o.section_name!, due_at: o.due_at })),
    };
  });
}

/** The launchpad of a cohort: its prestart course that has one. */
export async function findLaunchpad(
  db: Database,
  cohortId: number,
): Promise<(LmsCourse & { cohort_id: number; hero_image_url: string | null }) | null> {
  const [row] = await db
    .select({
      id: courses.id,
      coursename: courses.coursename,
      status: courses.status,
      lms_course_id: courses.lms_course_id,
      start_date: courses.start_date,
      cohort_id: cohortCourses.cohort_id,
      hero_image_url: courseLaunchpads.hero_image_url,
    })
    .from(cohortCourses)
    .innerJoin(courses, eq(courses.id, cohortCourses.course_id))
    .innerJoin(courseLaunchpads, eq(courseLaunchpads.course_id, courses.id))
    .where(
      and(eq(cohortCourses.cohort_id, cohortId), eq(cohortCourses.is_active, true), eq(courses.status, 'prestart')),
    )
    .orderBy(asc(courses.id))
    .limit(1);
  return row ?? null;
}
