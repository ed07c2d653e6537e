import type { Database } from '../db/client.ts';
import {
  courseMemberships,
  findCourse,
  findLaunchpad,
  type LearnerAssignmentRow,
  listLearnerAssignments,
  type LmsCourse,
} from '../db/repositories/lms.ts';

/** A cohort that takes a course, with the user's role in it. */
export interface CourseSection {
  cohort_id: number;
  cohort_name: string;
  user_role_id: number;
}

/** Courses of the course-management system (LMS) and their assignments. */
export interface CoursesRepository {
  find(courseId: number): Promise<LmsCourse | null>;
  /** The user's active cohorts that take the course. */
  sections(email: string, courseId: number): Promise<CourseSection[]>;
  /** The course's assignments with the learner's submissions. */
  learnerAssignments(courseId: number, email: string): Promise<LearnerAssignmentRow[]>;
  /** The course a cohort takes, with the cohort's launchpad picture; null when it takes none. */
  launchpad(cohortId: number): Promise<(LmsCourse & { cohort_id: number; hero_image_url: string | null }) | null>;
}

/** The courses repository over a drizzle database (PGlite or PostgreSQL). */
export function createCoursesRepository(db: Database): CoursesRepository {
  return {
    find: (courseId) => findCourse(db, courseId),
    sections: (email, courseId) => courseMemberships(db, email, courseId),
    learnerAssignments: (courseId, email) => listLearnerAssignments(db, courseId, email),
    launchpad: (cohortId) => findLaunchpad(db, cohortId),
  };
}
