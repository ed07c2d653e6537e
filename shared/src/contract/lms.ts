import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

const email = Text({ minLength: 3, maxLength: 320 });

/**
 * An assignment of the course-management system (§3) for one learner: their own custom
 * override only (keyed by their course-system id), the named section overrides, and their
 * submission (completedOn, score).
 */
export const Assignment = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  title: Type.String(),
  link: Nullable(Type.String()),
  dueAt: Nullable(Timestamp),
  overrides: Type.Object({
    custom: Nullable(Type.Record(Type.String(), Type.Object({ dueAt: Nullable(Timestamp) }))),
    sections: Type.Array(Type.Object({ name: Type.String(), dueAt: Nullable(Timestamp) })),
  }),
  completedOn: Nullable(Timestamp),
  score: Nullable(Type.Number()),
  pointsPossible: Nullable(Type.Number()),
});
/** An assignment (§3). */
export type Assignment = Static<typeof Assignment>;

/** Query of GET /canvasassignments: `courseId` is the course id of the membership (`course_id`). */
export const CanvasAssignmentsQuery = Type.Object({
  courseId: Id(),
  userEmail: email,
  upcomingMaxDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
});
/** Query of GET /canvasassignments. */
export type CanvasAssignmentsQuery = Static<typeof CanvasAssignmentsQuery>;

/** Answer of GET /canvasassignments (§7 reads `assignments`): due from now to upcomingMaxDays ahead. */
export const CanvasAssignmentsAnswer = Type.Object({ assignments: Type.Array(Assignment) });
/** Answer of GET /canvasassignments. */
export type CanvasAssignmentsAnswer = Static<typeof CanvasAssignmentsAnswer>;

/** Query of GET /v1/coursedata: course data of one learner in one course. */
export const CourseDataQuery = Type.Object({ courseId: Id(), email });
/** Query of GET /v1/coursedata. */
export type CourseDataQuery = Static<typeof CourseDataQuery>;

/** Course data per course (§3): this week's and past-due assignments, and the course link. */
export const CanvasData = Type.Object({
  assignments: Type.Array(Assignment),
  pastDueAssignments: Type.Array(Assignment),
  canvasCourseLink: Nullable(Type.String()),
});
/** Course data per course (§3). */
export type CanvasData = Static<typeof CanvasData>;

/** Answer of GET /v1/coursedata. */
export const CourseDataEnvelope = Type.Object({ message: Type.Object({ canvasData: CanvasData }) });
/** Answer of GET /v1/coursedata. */
export type CourseDataEnvelope = Static<typeof CourseDataEnvelope>;

/** The launchpad of a prestart course (§2 Launchpad panel). */
export const Launchpad = Type.Object({
  course_id: Type.Integer(),
  cohort_id: Type.Integer(),
  coursename: Type.String(),
  prestart: Type.Boolean(),
  /** YYYY-MM-DD */
  startdate: Nullable(Type.String()),
  hero_image_url: Nullable(Type.String()),
  lms_course_id: Nullable(Type.String()),
  /** The course page in the course-management system (Launch Course). */
  course_url: Nullable(Type.String()),
});
/** The launchpad of a prestart course. */
export type Launchpad = Static<typeof Launchpad>;

/** Answer of GET /v1/cohort/:cohortId/launchpad; null when the cohort has no prestart course. */
export const LaunchpadEnvelope = Type.Object({ message: Type.Object({ launchpad: Nullable(Launchpad) }) });
/** Answer of GET /v1/cohort/:cohortId/launchpad. */
export type LaunchpadEnvelope = Static<typeof LaunchpadEnvelope>;
