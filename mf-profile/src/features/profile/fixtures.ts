import type { Membership, StartupUser, UserProfile } from '@cedar/shared/contract';
import type { ProfileViewer } from './components/ProfileView/ProfileView';

// Profiles for tests and stories. Images are data URLs so stories and tests never touch the network.

const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 164 164"><rect width="164" height="164" fill="seagreen"/>' +
      '<circle cx="82" cy="64" r="30" fill="peachpuff"/><rect x="32" y="104" width="100" height="60" rx="40" fill="peachpuff"/></svg>',
  );

/** A membership row for fixtures. */
export function membershipFixture(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 1,
    user_email: 'ana.lopez@cedar.test',
    user_role_id: 1,
    cohort_id: 10,
    course_id: 100,
    is_visible: true,
    active: true,
    created_by: null,
    updated_by: null,
    updated_date: '2025-01-10',
    course: { id: 100, coursename: 'Full Stack Web Development', status: 'active' },
    cohort: { cohort_id: 10, cohort_name: 'FSWD Cohort 10', program_id: 6 },
    ...overrides,
  };
}

/** A learner with every section filled in. */
export const learnerProfile: UserProfile = {
  id: 101,
  username: 'ana.lopez',
  email: 'ana.lopez@cedar.test',
  first_name: 'Anabel',
  last_name: 'Lopez',
  preferred_name: 'Ana',
  user_preferred_pronouns: 'she/her',
  user_name_pronunciation: 'AH-nah',
  user_social_media_links: [
    { id: '1', name: 'Slack', link: 'https://cedar.slack.com/team/U0ANA' },
    { id: '2', name: 'GitHub', link: 'https://github.com/ana-lopez' },
    { id: '3', name: 'linkedin', link: 'https://www.linkedin.com/in/ana-lopez' },
    { id: '4', name: 'Mastodon', link: 'https://mastodon.social/@ana' },
    { id: '5', name: 'Portfolio', link: '' },
  ],
  user_show_location: true,
  user_show_timezone: true,
  user_location: { description: 'Austin, TX, USA', place_id: 'austin', types: ['locality'], lat: 30.27, lng: -97.74 },
  user_timezone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time', utc_offset_minutes: -360 },
  user_primary_spoken_language: 'English',
  user_additional_spoken_languages: ['Spanish', 'Portuguese'],
  user_goals: 'Ship a full-stack app that helps my neighbourhood food bank.',
  user_intro_interest: 'Former barista turned developer. I love tidy APIs and good coffee.',
  user_fun_fact: 'I once biked across Texas.',
  user_free_time: 'rock climbing and baking bread.',
  user_dream_job: 'Backend engineer at a climate start-up',
  user_title: null,
  user_programming_experience_level: 'Some Knowledge',
  user_programming_languages: ['JavaScript', 'TypeScript', 'SQL'],
  user_image_url: portrait,
  user_slack_id: 'U0ANA',
  user_profile_updated_date: '2025-01-10T12:00:00.000Z',
  is_online: true,
  user_last_seen: '2025-01-15T11:58:00.000Z',
  hasAdminAccess: false,
  mk_user_courses: [membershipFixture()],
  user_focus_time: { monday: ['morning_lark'], wednesday: ['evening_eagle'], saturday: ['all_day_albatross'] },
  user_work_schedule: ['part_time', 'weekdays'],
};

/** A staff member (Senior Software Engineer) with focus time and a work schedule. */
export const staffProfile: UserProfile = {
  ...learnerProfile,
  id: 202,
  username: 'sam.okafor',
  email: 'sam.okafor@cedar.test',
  first_name: 'Samuel',
  last_name: 'Okafor',
  preferred_name: 'Sam',
  user_preferred_pronouns: 'he/him',
  user_name_pronunciation: 'SAM oh-KAH-for',
  user_social_media_links: [{ id: '1', name: 'GitHub', link: 'https://github.com/sam-okafor' }],
  user_location: { description: 'Brooklyn, NY, USA', place_id: 'bk', types: ['sublocality'], lat: 40.68, lng: -73.94 },
  user_timezone: {
    time_zone_id: 'America/New_York',
    time_zone_name: 'Eastern Standard Time',
    utc_offset_minutes: -300,
  },
  user_primary_spoken_language: 'English',
  user_additional_spoken_languages: ['Yoruba'],
  user_programming_experience_level: 'Professional',
  user_programming_languages: ['Java', 'Go', 'Python'],
  user_dream_job: 'Teaching the next generation of engineers',
  user_slack_id: 'U0SAM',
  hasAdminAccess: true,
  mk_user_courses: [
    membershipFixture({ id: 2, user_email: 'sam.okafor@cedar.test', user_role_id: 3 }),
    membershipFixture({
      id: 3,
      user_email: 'sam.okafor@cedar.test',
      user_role_id: 3,
      cohort_id: 11,
      course: { id: 101, coursename: 'Java Foundations', status: 'active' },
      cohort: { cohort_id: 11, cohort_name: 'Java Cohort 11', program_id: 3 },
    }),
  ],
  user_focus_time: {
    monday: ['night_owl', 'morning_lark'],
    tuesday: ['afternoon_loon'],
    thursday: ['evening_eagle'],
    friday: ['all_day_albatross'],
  },
  user_work_schedule: ['full_time', 'weekdays', 'consistent'],
};

/** A profile with only the required fields: every section is empty. */
export const minimalProfile: UserProfile = {
  id: 303,
  username: 'lee.park',
  email: 'lee.park@cedar.test',
  first_name: 'Lee',
  last_name: 'Park',
  preferred_name: null,
  user_preferred_pronouns: null,
  user_name_pronunciation: null,
  user_social_media_links: [],
  user_show_location: false,
  user_show_timezone: false,
  user_primary_spoken_language: null,
  user_additional_spoken_languages: [],
  user_goals: null,
  user_intro_interest: null,
  user_fun_fact: null,
  user_free_time: null,
  user_dream_job: null,
  user_title: null,
  user_programming_experience_level: 'Do not prefer',
  user_programming_languages: [],
  user_image_url: null,
  user_slack_id: null,
  user_profile_updated_date: null,
  is_online: false,
  user_last_seen: null,
  hasAdminAccess: false,
  mk_user_courses: [membershipFixture({ id: 4, user_email: 'lee.park@cedar.test' })],
};

/** A learner whose picture URL no longer loads. */
export const brokenImageProfile: UserProfile = {
  ...minimalProfile,
  id: 404,
  email: 'kim.nguyen@cedar.test',
  username: 'kim.nguyen',
  first_name: 'Kim',
  last_name: 'Nguyen',
  user_image_url: 'https://images.invalid/kim-nguyen.jpg',
};

/** The signed-in learner's own record, as the session holds it (startup lookup, §3.2). */
export const ownStartupUser: StartupUser = {
  ...learnerProfile,
  user_location: learnerProfile.user_location ?? null,
  user_timezone: learnerProfile.user_timezone ?? null,
  user_focus_time: learnerProfile.user_focus_time ?? null,
  user_work_schedule: learnerProfile.user_work_schedule ?? [],
  secondary_email: null,
  user_lms_id: null,
  user_favorite_profiles: [],
  status: 'active',
  first_login: false,
  onboarding_step: 10,
  user_role: 'student',
  subscribed_canvas: false,
  created_by: null,
  programs: [{ id: 6, title: 'Full Stack Web Development' }],
};

/** The staff member's own record, as the session holds it. */
export const staffStartupUser: StartupUser = {
  ...ownStartupUser,
  ...staffProfile,
  user_location: staffProfile.user_location ?? null,
  user_timezone: staffProfile.user_timezone ?? null,
  user_focus_time: staffProfile.user_focus_time ?? null,
  user_work_schedule: staffProfile.user_work_schedule ?? [],
  user_role: null,
};

/** A fixed moment for stories and tests: a winter Wednesday, 17:00 UTC. */
export const FIXED_NOW = new Date('2025-01-15T17:00:00Z');

/** A learner in Los Angeles looking at someone else's profile. */
export const learnerViewer: ProfileViewer = {
  isOwnProfile: false,
  hasAdminAccess: false,
  roleIds: [1],
  timeZone: 'America/Los_Angeles',
};

/** A Senior Software Engineer with admin access, in New York, looking at someone else's profile. */
export const staffViewer: ProfileViewer = {
  isOwnProfile: false,
  hasAdminAccess: true,
  roleIds: [3],
  timeZone: 'America/New_York',
};

/** The learner Ana looking at her own profile. */
export const ownerViewer: ProfileViewer = {
  isOwnProfile: true,
  hasAdminAccess: false,
  roleIds: [1],
  timeZone: 'America/Chicago',
};
