/** A course of the course-management system, as the courses table takes it. */
export interface LmsCourse {
  /** The LMS's id of the course (Canvas's numeric id, as text). */
  lms_course_id: string;
  name: string;
  course_code: string | null;
  /** Not yet begun, running, or over (Canvas: unpublished, available, completed). */
  state: 'prestart' | 'active' | 'completed';
  start_date: string | null;
  end_date: string | null;
}

/** An assignment of an LMS course. */
export interface LmsAssignment {
  id: string;
  name: string;
  due_at: string | null;
  html_url: string | null;
  points_possible: number | null;
}

/** The course-management system: its course catalogue and a course's assignments. */
export interface LmsAdapter {
  readonly kind: 'demo' | 'canvas';
  /** Every course of the account (deleted ones left out). */
  courses(): Promise<LmsCourse[]>;
  /** The assignments of one course, by its LMS id. */
  assignments(lmsCourseId: string): Promise<LmsAssignment[]>;
}
