// Data for the connect remote's tests and stories: a cohort, its members and a running session.
import type {
  ConnectMember,
  ConnectionData,
  Membership,
  StudySession,
  StudySessionParticipant,
  StudySessionTopic,
} from '@cedar/shared/contract';

/** The signed-in learner of the tests and stories (the portal's test session). */
export const VIEWER_EMAIL = 'learner@cedar.test';
export const COHORT_ID = 7;
export const HOST_ID = 'cohort-7-room';
export const ZOOM_URL = 'https://meet.cedar.test/cohort-7';

const recently = () => new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
const longAgo = '2025-01-15T10:00:00.000Z';

let nextId = 100;

/** A member of the connection data; a learner online and visible unless told otherwise. */
export function member(
  email: string,
  first: string,
  last: string,
  facts: { role?: number; online?: boolean; visible?: boolean; updated?: string | null; zone?: string } = {},
): ConnectMember {
  nextId += 1;
  return {
    course_id: 3,
    cohort_id: COHORT_ID,
    user_role_id: facts.role ?? 1,
    user_email: email,
    is_visible: facts.visible ?? true,
    user_email_mk_user: {
      id: nextId,
      email,
      first_name: first,
      last_name: last,
      preferred_name: null,
      user_image_url: null,
      is_online: facts.online ?? true,
      user_profile_updated_date: facts.updated === undefined ? longAgo : facts.updated,
      user_timezone: facts.zone
        ? { time_zone_id: 'America/Chicago', time_zone_name: facts.zone, utc_offset_minutes: -360 }
        : null,
    },
  };
}

/** Members: the viewer, two visible online learners (one recently updated), others not counted. */
export const MEMBERS: ConnectMember[] = [
  member(VIEWER_EMAIL, 'Lena', 'Park', { online: false }),
  member('ana.lopez@cedar.test', 'Ana', 'Lopez', { updated: recently(), zone: 'Central Standard Time' }),
  member('ben.ito@cedar.test', 'Ben', 'Ito'),
  member('cara.diaz@cedar.test', 'Cara', 'Diaz', { online: false, updated: recently() }),
  member('hidden@cedar.test', 'Hidden', 'Member', { visible: false }),
  member('sam.okafor@cedar.test', 'Sam', 'Okafor', { role: 5 }),
  member('test.account@cedar.test', 'Test', 'Account'),
];

/** The cohort's connection data. */
export function connectionData(overrides: Partial<ConnectionData> = {}): ConnectionData {
  return {
    cohort_id: COHORT_ID,
    cohort_name: 'Front End January 2027',
    mk_user_courses: MEMBERS,
    study_session_in_progress: false,
    zoom_host_id: HOST_ID,
    zoom_url: ZOOM_URL,
    google_calendar_id: null,
    ...overrides,
  };
}

/** A study-session participant: a learner who is a portal user unless told otherwise. */
export function participant(
  email: string | null,
  first: string,
  last: string,
  facts: Partial<StudySessionParticipant> = {},
): StudySessionParticipant {
  return {
    user_id: email ? 1 : null,
    user_email: email,
    first_name: first,
    last_name: last,
    preferred_name: null,
    user_image_url: null,
    user_role_id: 1,
    is_guest: false,
    user_left: false,
    is_mycedar_user: Boolean(email),
    joined_at: '2026-11-21T11:00:00.000Z',
    ...facts,
  };
}

export const STAFF = participant('sam.okafor@cedar.test', 'Sam', 'Okafor', { user_role_id: 5 });
export const LEARNER = participant('ana.lopez@cedar.test', 'Ana', 'Lopez');
export const GUEST = participant(null, 'Zoom', 'Guest', { is_guest: true, user_role_id: null });
export const VIEWER = participant(VIEWER_EMAIL, 'Lena', 'Park');

export const TOPICS: StudySessionTopic[] = [
  { id: 1, topic: 'Flexbox layouts for the portfolio page', main: true, user_email: LEARNER.user_email },
  { id: 2, topic: 'Array methods', main: false, user_email: STAFF.user_email },
];

/** A running study session with these participants. */
export function studySession(participants: StudySessionParticipant[], topics = TOPICS): StudySession {
  return {
    session_id: 1,
    host_id: HOST_ID,
    cohort_id: COHORT_ID,
    zoom_url: ZOOM_URL,
    started_at: '2026-11-21T11:00:00.000Z',
    participants: Object.fromEntries(participants.map((p, i) => [p.user_email ?? `guest-${i}`, p])),
    topics,
  };
}

/** Eight learners, to show the six-avatar limit of a group. */
export const MANY_LEARNERS = ['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal'].map((name) =>
  participant(`${name.toLowerCase()}@cedar.test`, name, 'Learner'),
);

/** The viewer's membership in the cohort; `status` 'prestart' makes the card's title Classmates. */
export function membership(status = 'active'): Membership {
  return {
    id: 1,
    user_email: VIEWER_EMAIL,
    user_role_id: 1,
    cohort_id: COHORT_ID,
    course_id: 3,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: null,
    course: { id: 3, coursename: 'Front End Foundations', status },
    cohort: { cohort_id: COHORT_ID, cohort_name: 'Front End January 2027', program_id: 9 },
  };
}
