import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/** A course of a cohort. `status` is e.g. 'prestart', 'active' or 'completed'. */
export const Course = Type.Object({
  id: Type.Integer(),
  coursename: Type.String(),
  status: Type.String(),
  /** The course's id in the course-management system (program_mappings course.lms_course_id, §3). */
  lms_course_id: Type.Optional(Nullable(Type.String())),
});
/** A course of a cohort. */
export type Course = Static<typeof Course>;

/** A cohort (§3.4), with the program it belongs to. */
export const Cohort = Type.Object({
  cohort_id: Type.Integer(),
  cohort_name: Type.String(),
  program_id: Nullable(Type.Integer()),
});
/** A cohort (§3.4). */
export type Cohort = Static<typeof Cohort>;

/** A program (§3.8: id and title). */
export const Program = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
});
/** A program (§3.8). */
export type Program = Static<typeof Program>;

/**
 * A course membership, one `mk_user_courses` entry (§3.3). Lists of members are sent as users
 * carrying their memberships, so the member's profile is not repeated here.
 */
export const Membership = Type.Object({
  id: Type.Integer(),
  user_email: Type.String(),
  user_role_id: Type.Integer(),
  cohort_id: Type.Integer(),
  course_id: Nullable(Type.Integer()),
  is_visible: Type.Boolean(),
  active: Type.Boolean(),
  created_by: Nullable(Type.String()),
  updated_by: Nullable(Type.String()),
  /** YYYY-MM-DD */
  updated_date: Nullable(Type.String()),
  course: Nullable(Course),
  cohort: Cohort,
});
/** A course membership (§3.3). */
export type Membership = Static<typeof Membership>;
