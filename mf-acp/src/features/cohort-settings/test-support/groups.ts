import type { Calendar, CohortCourse, LmsCatalogueCourse, StaffCandidate, StaffMember } from '@cedar/shared/contract';
import type { SettingsGroupsProps } from '../components/CohortSettingsView/CohortSettingsView';
import { staffRowOf } from '../components/StaffSection/StaffSection';

const COHORT = 7;

export const COURSES: CohortCourse[] = [
  {
    course_id: 1,
    lms_course_id: '4101',
    coursename: 'SEBD September 2026: Core Curriculum',
    subscribed_canvas: 'New LMS',
    cohort_id: COHORT,
    program_id: 1,
    is_active: true,
  },
  {
    course_id: 4,
    lms_course_id: '4104',
    coursename: 'Front End January 2027: Core Curriculum',
    subscribed_canvas: 'New LMS',
    cohort_id: COHORT,
    program_id: 1,
    is_active: true,
  },
];

export const CATALOGUE: LmsCatalogueCourse[] = [
  { id: 2, course_id: '4102', name: 'SEBD March 2026: Core Curriculum', subscribed_canvas: 'New LMS' },
  { id: 3, course_id: '4103', name: 'Full Stack June 2026: Core Curriculum', subscribed_canvas: 'New LMS' },
];

export const EMBED_URL = 'https://calendar.google.com/calendar/embed?src=sebd-sept%40cedar.test&ctz=America%2FChicago';

export const CALENDARS: Calendar[] = [
  {
    id: 11,
    cohort_id: COHORT,
    calendar_name: 'SEBD September 2026 Classes',
    calendar_url: EMBED_URL,
    google_calendar_id: 'sebd-sept@cedar.test',
    active: true,
  },
];

const member = (id: number, first: string, last: string, roleId: number): StaffMember => {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@cedar.test`;
  return {
    id,
    user_email: email,
    cohort_id: COHORT,
    course_id: 1,
    active: true,
    user_role_id: roleId,
    user_email_mk_user: { email, first_name: first, last_name: last, user_image_url: null, username: email },
  };
};

export const STAFF: StaffMember[] = [member(21, 'Fay', 'Ferris', 2), member(22, 'Sam', 'Stone', 4)];

export const CANDIDATES: StaffCandidate[] = [
  {
    username: 'nora.nash@cedar.test',
    email: 'nora.nash@cedar.test',
    first_name: 'Nora',
    last_name: 'Nash',
    user_image_url: null,
    user_lms_id: null,
  },
];

const noop = () => {};

/** The three groups as the view takes them, saved data only. */
export function groupProps(patch: Partial<SettingsGroupsProps> = {}): SettingsGroupsProps {
  return {
    courses: {
      courses: COURSES,
      counts: { 1: 80, 4: 'error' },
      pending: [],
      removing: new Set(),
      search: async () => CATALOGUE,
      onAdd: noop,
      onDropPending: noop,
      onToggleRemove: noop,
    },
    calendars: {
      saved: CALENDARS,
      rows: CALENDARS.map((c) => ({
        key: `c${c.id}`,
        id: c.id,
        calendar_name: c.calendar_name,
        calendar_url: c.calendar_url,
      })),
      deleting: null,
      onChange: noop,
      onAdd: noop,
      onDiscard: noop,
      onDelete: noop,
    },
    staff: {
      rows: STAFF.map(staffRowOf),
      deleting: null,
      search: async () => CANDIDATES,
      onAdd: noop,
      onRole: noop,
      onDiscard: noop,
      onDelete: noop,
    },
    notice: { open: false, onDoubleCheck: noop },
    invalid: false,
    ...patch,
  };
}
