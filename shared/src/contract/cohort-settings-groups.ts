import { type Static, Type } from '@sinclair/typebox';
import { Id, Int32, Nullable, Text } from './common.ts';
import { Calendar } from './calendars.ts';

/**
 * The cohort settings' Associated Courses, Calendars and Support Team groups (admin-console §3
 * Calendar, Cohort course, Staff member; §7 usercourse, calendars and courses calls).
 */

/** A course the cohort takes (§3 Cohort course); `course_id` is the catalogue's id. */
export const CohortCourse = Type.Object({
  course_id: Type.Integer(),
  lms_course_id: Nullable(Type.String()),
  coursename: Type.String(),
  subscribed_canvas: Type.String(),
  cohort_id: Type.Integer(),
  program_id: Type.Integer(),
  is_active: Type.Boolean(),
});
export type CohortCourse = Static<typeof CohortCourse>;

/** GET /v1/cohort/:cohortId/courses: the courses the cohort takes (active associations). */
export const CohortCoursesEnvelope = Type.Object({ message: Type.Object({ courses: Type.Array(CohortCourse) }) });
export type CohortCoursesEnvelope = Static<typeof CohortCoursesEnvelope>;

export const CohortCourseParams = Type.Object({ cohortId: Id(), courseId: Id() });
export type CohortCourseParams = Static<typeof CohortCourseParams>;

/** GET /v1/cohort/:cohortId/courses/:courseId/activeusers: active learners taking the course. */
export const CourseActiveUsersEnvelope = Type.Object({ message: Type.Object({ active_users: Int32({ minimum: 0 }) }) });
export type CourseActiveUsersEnvelope = Static<typeof CourseActiveUsersEnvelope>;

/** A course of the LMS catalogue (§7 Search LMS courses): id, course_id, name, subscribed_canvas. */
export const LmsCatalogueCourse = Type.Object({
  id: Type.Integer(),
  course_id: Nullable(Type.String()),
  name: Type.String(),
  subscribed_canvas: Type.String(),
});
export type LmsCatalogueCourse = Static<typeof LmsCatalogueCourse>;

export const LmsCourseSearchQuery = Type.Object({ search: Text({ minLength: 1, maxLength: 100 }) });
export type LmsCourseSearchQuery = Static<typeof LmsCourseSearchQuery>;

/** GET /v1/cohort/:cohortId/canvascourses?search=: catalogue courses the cohort does not take yet. */
export const LmsCourseSearchEnvelope = Type.Object({
  message: Type.Object({ courses: Type.Array(LmsCatalogueCourse) }),
});
export type LmsCourseSearchEnvelope = Static<typeof LmsCourseSearchEnvelope>;

/** POST /v1/cohort/:cohortId/courses: the catalogue courses to associate. */
export const AddCohortCourses = Type.Object(
  {
    courses: Type.Array(Type.Object({ id: Id() }, { additionalProperties: false }), { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type AddCohortCourses = Static<typeof AddCohortCourses>;

/** PUT /v1/cohort/:cohortId/courses: the associations to end (is_active false). */
export const RemoveCohortCourses = Type.Object(
  { course_ids: Type.Array(Id(), { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type RemoveCohortCourses = Static<typeof RemoveCohortCourses>;

/** Answer of the course writes: the group's result (§7 Settings updates) and the courses now taken. */
export const SavedCohortCoursesEnvelope = Type.Object({
  message: Type.Object({ didUpdate: Type.Boolean(), name: Type.String(), courses: Type.Array(CohortCourse) }),
});
export type SavedCohortCoursesEnvelope = Static<typeof SavedCohortCoursesEnvelope>;

const CalendarName = Text({ minLength: 1, maxLength: 200, pattern: '[\\s\\S]*\\S' });
const CalendarUrl = Text({ minLength: 1, maxLength: 2000 });

/** POST /v1/cohort/:cohortId/calendar: new calendars (no id) and changed ones, in one transaction. */
export const SaveCohortCalendars = Type.Object(
  {
    calendars: Type.Array(
      Type.Object(
        { id: Type.Optional(Id()), calendar_name: CalendarName, calendar_url: CalendarUrl },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type SaveCohortCalendars = Static<typeof SaveCohortCalendars>;

export const SavedCalendarsEnvelope = Type.Object({
  message: Type.Object({ didUpdate: Type.Boolean(), name: Type.String(), calendars: Type.Array(Calendar) }),
});
export type SavedCalendarsEnvelope = Static<typeof SavedCalendarsEnvelope>;

export const CohortCalendarParams = Type.Object({ cohortId: Id(), calId: Id() });
export type CohortCalendarParams = Static<typeof CohortCalendarParams>;

/** PUT /v1/cohort/:cohortId/calendar/:calId: a change of one calendar; `active: false` deletes it. */
export const UpdateCohortCalendar = Type.Object(
  {
    calendar_name: Type.Optional(CalendarName),
    calendar_url: Type.Optional(CalendarUrl),
    active: Type.Optional(Type.Literal(false)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCohortCalendar = Static<typeof UpdateCohortCalendar>;

export const CalendarEnvelope = Type.Object({ message: Type.Object({ calendar: Calendar }) });
export type CalendarEnvelope = Static<typeof CalendarEnvelope>;

/** A staff member of the cohort (§3 Staff member). */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  user_email: Type.String(),
  cohort_id: Type.Integer(),
  course_id: Nullable(Type.Integer()),
  active: Type.Boolean(),
  user_role_id: Type.Integer(),
  user_email_mk_user: Type.Object({
    email: Type.String(),
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    user_image_url: Nullable(Type.String()),
    username: Type.String(),
  }),
});
export type StaffMember = Static<typeof StaffMember>;

/** GET /v1/cohort/:cohortId/staff: the active staff whose role the console shows. */
export const CohortStaffEnvelope = Type.Object({ message: Type.Object({ staff: Type.Array(StaffMember) }) });
export type CohortStaffEnvelope = Static<typeof CohortStaffEnvelope>;

export const StaffSearchQuery = Type.Object({ search: Text({ minLength: 1, maxLength: 100 }) });
export type StaffSearchQuery = Static<typeof StaffSearchQuery>;

/** A user the staff search finds (§7 Staff: username, email, names, picture, LMS id). */
export const StaffCandidate = Type.Object({
  username: Type.String(),
  email: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  user_image_url: Nullable(Type.String()),
  user_lms_id: Nullable(Type.String()),
});
export type StaffCandidate = Static<typeof StaffCandidate>;

/** GET /v1/cohort/:cohortId/staff/search?search=: up to 100 users whose name or e-mail matches. */
export const StaffSearchEnvelope = Type.Object({ message: Type.Object({ users: Type.Array(StaffCandidate) }) });
export type StaffSearchEnvelope = Static<typeof StaffSearchEnvelope>;

/** POST /v1/cohort/:cohortId/staff: new staff (no id) and role changes, in one transaction. */
export const SaveCohortStaff = Type.Object(
  {
    staff: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Id()),
          user_email: Text({ minLength: 3, maxLength: 320 }),
          user_role_id: Type.Integer({ minimum: 0, maximum: 100 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type SaveCohortStaff = Static<typeof SaveCohortStaff>;

export const SavedStaffEnvelope = Type.Object({
  message: Type.Object({ didUpdate: Type.Boolean(), name: Type.String(), staff: Type.Array(StaffMember) }),
});
export type SavedStaffEnvelope = Static<typeof SavedStaffEnvelope>;

export const CohortStaffParams = Type.Object({ cohortId: Id(), staffId: Id() });
export type CohortStaffParams = Static<typeof CohortStaffParams>;

/** PUT /v1/cohort/:cohortId/staff/:staffId: `active: false` deletes the staff member. */
export const DeleteCohortStaff = Type.Object({ active: Type.Literal(false) }, { additionalProperties: false });
export type DeleteCohortStaff = Static<typeof DeleteCohortStaff>;

export const StaffMemberEnvelope = Type.Object({ message: Type.Object({ staff: StaffMember }) });
export type StaffMemberEnvelope = Static<typeof StaffMemberEnvelope>;
