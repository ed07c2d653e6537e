import type { Calendar, CohortCourse, LmsCatalogueCourse, StaffCandidate, StaffMember } from '@cedar/shared/contract';

/** A calendar as it is saved: name, URL and the Google calendar id its URL names. */
export interface CalendarWrite {
  id?: number;
  calendar_name: string;
  calendar_url: string;
}

/**
 * The cohort settings' Associated Courses, Calendars and Support Team (admin-console §3, §4
 * Settings). Each write is one transaction that checks what the database holds first (unknown
 * rows 404, duplicates 409) and changes nothing when it refuses.
 */
export interface CohortSettingsGroupsRepository {
  courses(cohortId: number): Promise<CohortCourse[]>;
  /** Active learners taking the course through an active association; null when the cohort does not take it. */
  activeUsers(cohortId: number, courseId: number): Promise<number | null>;
  addCourses(cohortId: number, additions: readonly LmsCatalogueCourse[], actor: string): Promise<CohortCourse[]>;
  removeCourses(cohortId: number, courseIds: readonly number[], actor: string): Promise<CohortCourse[]>;
  calendars(cohortId: number): Promise<Calendar[]>;
  saveCalendars(cohortId: number, writes: readonly CalendarWrite[], actor: string): Promise<Calendar[]>;
  updateCalendar(
    cohortId: number,
    calId: number,
    change: { calendar_name?: string; calendar_url?: string; active?: false },
  ): Promise<Calendar>;
  staff(cohortId: number): Promise<StaffMember[]>;
  searchUsers(text: string, limit: number): Promise<StaffCandidate[]>;
  saveStaff(
    cohortId: number,
    writes: readonly { id?: number; user_email: string; user_role_id: number }[],
    actor: string,
  ): Promise<StaffMember[]>;
  deleteStaff(cohortId: number, staffId: number, actor: string): Promise<StaffMember>;
}
