import type { Assignment, CanvasData, Course } from '@cedar/shared/contract';
import type { CourseData } from './api/get-course-data';

/** The moment the course fixtures are seen from: Monday 14 September 2026, 10:00 in Chicago. */
export const NOW = new Date('2026-09-14T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

export const backend: Course = { id: 11, coursename: 'Backend Foundations', status: 'active' };
export const databases: Course = { id: 12, coursename: 'Databases and APIs', status: 'active' };
export const courses: Course[] = [backend, databases];

const none = { custom: null, sections: [] };
let nextId = 100;
function assignment(title: string, dueInDays: number, extra: Partial<Assignment> = {}): Assignment {
  const id = nextId++;
  return {
    id,
    course_id: backend.id,
    title,
    link: `https://lms.cedar.example/courses/11/assignments/${id}`,
    dueAt: inDays(dueInDays),
    overrides: none,
    completedOn: null,
    score: null,
    pointsPossible: 10,
    ...extra,
  };
}

/** To-Do: not completed, no score. */
export const todoAssignment = assignment('Build a REST endpoint', 2);
/** Submitted: completed on 31 January (a month the zero-based defect would show wrong), not graded yet. */
export const submittedAssignment = assignment('SQL joins worksheet', 1, {
  course_id: databases.id,
  completedOn: '2026-01-31T18:00:00Z',
});
/** Graded: completed and scored. */
export const gradedAssignment = assignment('Unit testing kata', 3, { completedOn: inDays(-1), score: 9 });
/** A custom per-user override moves it to tomorrow for learner 5001. */
export const overriddenAssignment = assignment('Capstone proposal', 6, {
  overrides: { custom: { '5001': { dueAt: inDays(0.5) } }, sections: [{ name: 'sebd evening', dueAt: inDays(5) }] },
});
/** Past due, not submitted. */
export const pastDueAssignment = assignment('HTTP status codes quiz', -2);
export const pastDueAssignment2 = assignment('Schema design review', -1, { course_id: databases.id, link: null });

function canvas(assignments: Assignment[], pastDue: Assignment[], link: string | null): CanvasData {
  return { assignments, pastDueAssignments: pastDue, canvasCourseLink: link };
}

/** Both courses with assignments in every status and two past due. */
export const coursesData: CourseData[] = [
  {
    courseId: backend.id,
    canvasData: canvas(
      [todoAssignment, gradedAssignment, overriddenAssignment],
      [pastDueAssignment],
      'https://lms.cedar.example/courses/11',
    ),
  },
  { courseId: databases.id, canvasData: canvas([submittedAssignment], [pastDueAssignment2], null) },
];

/** Nothing due this week, nothing past due, the second course without any assignment. */
export const emptyCoursesData: CourseData[] = [
  { courseId: backend.id, canvasData: canvas([], [], 'https://lms.cedar.example/courses/11') },
  { courseId: databases.id, canvasData: canvas([], [], null) },
];

/** No course link at all: View Courses is disabled. */
export const noLinkCoursesData: CourseData[] = [
  { courseId: backend.id, canvasData: canvas([todoAssignment], [], null) },
  { courseId: databases.id, canvasData: canvas([], [], null) },
];
