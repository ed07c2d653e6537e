import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type CanvasData, type Course, type CourseDataEnvelope, pathFor } from '@cedar/shared/contract';

/** One course's data for the learner. */
export interface CourseData {
  courseId: number;
  canvasData: CanvasData;
}

/** The courses My Courses shows: those that have started (a prestart course is the launchpad's). */
export function startedCourses(courses: readonly Course[]): Course[] {
  return courses.filter((course) => course.status !== 'prestart');
}

/** SWR key of the learner's data in the cohort's courses. */
export function courseDataKey(courseIds: readonly number[], email: string) {
  return ['course-data', email, courseIds.join(',')] as const;
}

/** GET /v1/coursedata?courseId=&email=: this week's and past-due assignments and the course link. */
export async function getCourseData(courseId: number, email: string): Promise<CourseData> {
  const envelope = await apiFetch<CourseDataEnvelope>(pathFor('courseData'), { query: { courseId, email } });
  return { courseId, canvasData: envelope.message.canvasData };
}

/** Fetches a courseDataKey (the hook's fetcher, and the dashboard's first-sight read in panel-reads.ts). */
export const fetchCoursesData = ([, address, ids]: ReturnType<typeof courseDataKey>) =>
  Promise.all(ids.split(',').map((id) => getCourseData(Number(id), address)));

/** The learner's data in each course, asked in parallel; null arguments or no course wait. */
export function useCoursesData(courseIds: readonly number[], email: string | null) {
  return useSWR<CourseData[], ApiError, ReturnType<typeof courseDataKey> | null>(
    email && courseIds.length > 0 ? courseDataKey(courseIds, email) : null,
    fetchCoursesData,
    { onError: (error) => console.warn('[dashboard] course data could not load', error) },
  );
}
