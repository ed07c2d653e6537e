import type { Course } from '@cedar/shared/contract';

/**
 * The course-management id a support request is filed under (§7 lms_course_id): the learner's
 * current course in the cohort, an active one first, else one that has not started yet (a
 * prestart learner has no other); null when none of their courses has an id.
 */
export function supportCourseId(courses: readonly Course[]): string | null {
  const withId = courses.filter((course) => course.lms_course_id);
  const current =
    withId.find((course) => course.status === 'active') ??
    withId.find((course) => course.status !== 'prestart') ??
    withId[0];
  return current?.lms_course_id ?? null;
}
