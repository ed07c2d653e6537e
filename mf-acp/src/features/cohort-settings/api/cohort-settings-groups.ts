import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type CalendarEnvelope,
  type CalendarsEnvelope,
  type CohortCoursesEnvelope,
  type CohortStaffEnvelope,
  type CourseActiveUsersEnvelope,
  type LmsCourseSearchEnvelope,
  type SaveCohortCalendars,
  type SaveCohortStaff,
  type SavedCalendarsEnvelope,
  type SavedCohortCoursesEnvelope,
  type SavedStaffEnvelope,
  type StaffMemberEnvelope,
  type StaffSearchEnvelope,
  pathFor,
} from '@cedar/shared/contract';
import useSWR from 'swr';

/** GET /v1/cohort/:cohortId/courses: the courses the cohort takes. */
export function useCohortCourses(cohortId: number | null) {
  return useApi<CohortCoursesEnvelope>(cohortId === null ? null : pathFor('cohortCourses', { cohortId }));
}

/** GET /calendars/?cohort_id=: the cohort's active calendars. */
export function useCohortCalendarList(cohortId: number | null) {
  return useApi<CalendarsEnvelope>(cohortId === null ? null : pathFor('calendars', {}, { cohort_id: cohortId }));
}

/** GET /v1/cohort/:cohortId/staff: the cohort's staff whose role the console shows. */
export function useCohortStaff(cohortId: number | null) {
  return useApi<CohortStaffEnvelope>(cohortId === null ? null : pathFor('cohortStaff', { cohortId }));
}

/** Active learners per course of the cohort; a count that fails is 'error' (shown 'Invalid (Error Occured)'). */
export function useActiveUserCounts(cohortId: number | null, courseIds: readonly number[]) {
  const key = cohortId === null || courseIds.length === 0 ? null : ['active-users', cohortId, ...courseIds];
  return useSWR(key, async () => {
    const results = await Promise.allSettled(
      courseIds.map((courseId) =>
        apiFetch<CourseActiveUsersEnvelope>(pathFor('courseActiveUsers', { cohortId: cohortId!, courseId })),
      ),
    );
    const counts: Record<number, number | 'error'> = {};
    results.forEach((r, i) => {
      counts[courseIds[i]!] = r.status === 'fulfilled' ? r.value.message.active_users : 'error';
    });
    return counts;
  }).data;
}

export async function searchLmsCourses(cohortId: number, search: string) {
  return (await apiFetch<LmsCourseSearchEnvelope>(pathFor('lmsCourseSearch', { cohortId }, { search }))).message
    .courses;
}

export async function addCohortCourses(cohortId: number, ids: readonly number[]) {
  return (
    await apiFetch<SavedCohortCoursesEnvelope>(pathFor('addCohortCourses', { cohortId }), {
      method: 'POST',
      body: { courses: ids.map((id) => ({ id })) },
    })
  ).message;
}

export async function removeCohortCourses(cohortId: number, courseIds: readonly number[]) {
  return (
    await apiFetch<SavedCohortCoursesEnvelope>(pathFor('removeCohortCourses', { cohortId }), {
      method: 'PUT',
      body: { course_ids: courseIds },
    })
  ).message;
}

export async function saveCohortCalendars(cohortId: number, calendars: SaveCohortCalendars['calendars']) {
  return (
    await apiFetch<SavedCalendarsEnvelope>(pathFor('saveCohortCalendars', { cohortId }), {
      method: 'POST',
      body: { calendars },
    })
  ).message;
}

export async function deleteCohortCalendar(cohortId: number, calId: number) {
  return (
    await apiFetch<CalendarEnvelope>(pathFor('updateCohortCalendar', { cohortId, calId }), {
      method: 'PUT',
      body: { active: false },
    })
  ).message;
}

export async function searchStaff(cohortId: number, search: string) {
  return (await apiFetch<StaffSearchEnvelope>(pathFor('staffSearch', { cohortId }, { search }))).message.users;
}

export async function saveCohortStaff(cohortId: number, staff: SaveCohortStaff['staff']) {
  return (
    await apiFetch<SavedStaffEnvelope>(pathFor('saveCohortStaff', { cohortId }), { method: 'POST', body: { staff } })
  ).message;
}

export async function deleteCohortStaff(cohortId: number, staffId: number) {
  return (
    await apiFetch<StaffMemberEnvelope>(pathFor('deleteCohortStaff', { cohortId, staffId }), {
      method: 'PUT',
      body: { active: false },
    })
  ).message;
}
