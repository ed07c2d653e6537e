import type { SessionState } from '@cedar/shared/auth';
import type {
  LearnerContextEnvelope,
  Membership,
  SavedReply,
  StaffSupportRequest,
  SupportRequestResponse,
} from '@cedar/shared/contract';

/** The cohort of the console's tests and stories. */
export const COHORT_ID = 1;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

function membership(roleId: number): Membership {
  return {
    id: 10,
    user_email: 'staff@cedar.test',
    user_role_id: roleId,
    cohort_id: COHORT_ID,
    course_id: 11,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: null,
    course: { id: 11, coursename: 'Backend Foundations', status: 'active', lms_course_id: '5111' },
    cohort: { cohort_id: COHORT_ID, cohort_name: 'SEBD September 2026', program_id: 1 },
  };
}

/** A signed-in staff member of cohort 1 with a role (9 Program Manager, 5 Coach, 15 Support). */
export function staffSession(roleId = 9): Partial<SessionState> {
  return { memberships: [membership(roleId)], selectedCohortId: COHORT_ID };
}

export function staffRequest(over: Partial<StaffSupportRequest> = {}): StaffSupportRequest {
  return {
    id: 41,
    request_type_id: 1,
    status: 'awaiting_review',
    description: 'challenge=<p>The sorting test fails</p>&solution=<p>Re-read the brief</p>',
    cohort_id: COHORT_ID,
    cohort_name: 'SEBD September 2026',
    source: 'my_cedar',
    source_url: null,
    upload_image_url: null,
    created_at: hoursAgo(30),
    updated_at: hoursAgo(30),
    version: 1,
    first_response_at: null,
    section: { submodule_name: 'Backend Foundations', section_name: null },
    user_lm: {
      first_name: 'Ana',
      last_name: 'Lopez',
      preferred_name: null,
      email: 'ana@cedar.test',
      user_slack_id: 'U0ANA',
    },
    ...over,
  };
}

/** Requests of every status: an overdue assessment, a fresh lesson, a reopened grades, a closed other. */
export const REQUESTS: StaffSupportRequest[] = [
  staffRequest(),
  staffRequest({
    id: 42,
    request_type_id: 3,
    description: 'struggling=<p>Closures in the "scope chain" lesson</p>',
    created_at: hoursAgo(2),
    updated_at: hoursAgo(2),
    user_lm: { first_name: 'Ben', last_name: 'Ng', preferred_name: null, email: 'ben@cedar.test', user_slack_id: null },
  }),
  staffRequest({
    id: 43,
    request_type_id: 5,
    status: 'reopened',
    description: 'grades=<p>My grade is wrong</p>',
    created_at: hoursAgo(80),
    updated_at: hoursAgo(10),
    first_response_at: hoursAgo(75),
    source: 'support_hub',
    source_url: 'https://support.cedar.academy/hub',
  }),
  staffRequest({
    id: 44,
    request_type_id: 6,
    status: 'closed',
    description: 'other=<p>Slack invite expired</p>',
    created_at: hoursAgo(200),
    updated_at: hoursAgo(190),
    first_response_at: hoursAgo(195),
  }),
];

export const HISTORY: SupportRequestResponse[] = [
  {
    id: 2,
    action_id: 1,
    response: '<p>Your grade has been corrected.</p>',
    created_date: '2026-11-24T15:00:00Z',
    staff_email_mk_user: { first_name: 'Ada', last_name: 'Admin' },
  },
  {
    id: 1,
    action_id: 4,
    response: '<p>Asked the grading team.</p>',
    created_date: '2026-07-01T12:00:00Z',
    staff_email_mk_user: { first_name: 'Coco', last_name: 'Coach' },
  },
];

export const FIXED_NOW = new Date(NOW);

/** A cohort's saved replies (stories and tests). */
export const SAVED_REPLIES: SavedReply[] = [
  {
    id: 1,
    cohort_id: 1,
    title: 'Office hours',
    body: '<p>Bring this to <strong>office hours</strong> on Thursday at 5 pm ET: we will go through it together.</p>',
    updated_by: 'support@cedar.test',
    updated_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 2,
    cohort_id: 1,
    title: 'Extension granted',
    body: '<p>You have two more days for this assignment. Tell us if anything else gets in the way.</p>',
    updated_by: 'admin@cedar.test',
    updated_at: '2026-11-21T10:00:00Z',
  },
];

/** The requester's context beside request 41 (stories and tests). */
export const LEARNER_CONTEXT: LearnerContextEnvelope['message'] = {
  learner: {
    email: 'ana@cedar.test',
    name: 'Ana Lopez',
    time_zone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time', utc_offset_minutes: -360 },
    is_online: false,
    last_seen: hoursAgo(3),
  },
  requests: [
    { id: 40, request_type_id: 5, status: 'closed', created_at: hoursAgo(24 * 9) },
    { id: 38, request_type_id: 3, status: 'responded', created_at: hoursAgo(24 * 20) },
  ],
  courses: [
    { cohort_id: 1, cohort_name: 'SEBD September 2026', coursename: 'Software Engineering', course_status: 'active' },
  ],
};
