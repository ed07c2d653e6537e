import type { Assignment, Course } from '@cedar/shared/contract';
import {
  type AssignmentStatus,
  type DueDateContext,
  assignmentStatus,
  byDueDate,
  dueDateOf,
} from '@cedar/shared/domain';
import type { CourseData } from '../api/get-course-data';

/** Six course colours, by the course's index (§9). */
export const COURSE_COLOURS = 6;

/** An assignment as a card shows it: its course, the due date chosen for the learner, its status. */
export interface AssignmentView {
  assignment: Assignment;
  course: Course;
  /** 0 to 5: the course's colour. */
  colour: number;
  /** The due date shown (§5 due-date choice). */
  dueAt: string | null;
  status: AssignmentStatus;
  completed: boolean;
  /** In the past-due list. */
  pastDue: boolean;
}

/** What the My Courses panel shows. */
export interface CoursesView {
  thisWeek: AssignmentView[];
  pastDue: AssignmentView[];
  /** The course-management system's link (View Courses); null disables the button. */
  courseLink: string | null;
  /** Courses with at least one assignment (the others are dimmed in the key). */
  withAssignments: ReadonlySet<number>;
}

function views(list: Assignment[], course: Course, colour: number, context: DueDateContext, pastDue: boolean) {
  return list.map<AssignmentView>((assignment) => ({
    assignment,
    course,
    colour,
    dueAt: dueDateOf(assignment, context),
    status: assignmentStatus(assignment),
    completed: Boolean(assignment.completedOn),
    pastDue,
  }));
}

/** Builds both lists, each sorted by the chosen due date ascending (§2). */
export function coursesView(
  courses: readonly Course[],
  data: readonly CourseData[],
  context: DueDateContext,
): CoursesView {
  const thisWeek: AssignmentView[] = [];
  const pastDue: AssignmentView[] = [];
  const withAssignments = new Set<number>();
  let courseLink: string | null = null;
  courses.forEach((course, index) => {
    const canvas = data.find((d) => d.courseId === course.id)?.canvasData;
    if (!canvas) return;
    const colour = index % COURSE_COLOURS;
    thisWeek.push(...views(canvas.assignments, course, colour, context, false));
    pastDue.push(...views(canvas.pastDueAssignments, course, colour, context, true));
    if (canvas.assignments.length + canvas.pastDueAssignments.length > 0) withAssignments.add(course.id);
    courseLink ??= canvas.canvasCourseLink;
  });
  const byShownDue = (a: AssignmentView, b: AssignmentView) => byDueDate(a, b);
  return { thisWeek: thisWeek.sort(byShownDue), pastDue: pastDue.sort(byShownDue), courseLink, withAssignments };
}

/** Points (§5): score/pointsPossible, else 'Not yet graded' when completed, else 'N/A'. */
export function pointsText(assignment: Assignment, texts: { notYetGraded: string; notAvailable: string }): string {
  if (assignment.score !== null) {
    return assignment.pointsPossible !== null
      ? `${assignment.score}/${assignment.pointsPossible}`
      : `${assignment.score}`;
  }
  return assignment.completedOn ? texts.notYetGraded : texts.notAvailable;
}
