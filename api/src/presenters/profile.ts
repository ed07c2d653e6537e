import type { Membership, Program, StartupUser, UserProfile } from '@cedar/shared/contract';
import { isOnlineNow, normaliseFocusTime, qualifiesForAdmin } from '@cedar/shared/domain';
import type { ProfileRecord, UserRecord } from '../db/repositories/records.ts';
import { holdsNonLearnerRole, isSelf, isStaffOf, type Viewer } from '../users/viewer.ts';
import { avatarUrlOf } from '../domain/avatar-urls.ts';

function baseProfile(user: UserRecord, memberships: Membership[], now: Date) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    preferred_name: user.preferred_name,
    user_preferred_pronouns: user.user_preferred_pronouns,
    user_name_pronunciation: user.user_name_pronunciation,
    user_social_media_links: user.user_social_media_links.map((l) => ({ ...l, id: String(l.id) })),
    user_show_location: user.user_show_location,
    user_show_timezone: user.user_show_timezone,
    user_primary_spoken_language: user.user_primary_spoken_language,
    user_additional_spoken_languages: user.user_additional_spoken_languages,
    user_goals: user.user_goals,
    user_intro_interest: user.user_intro_interest,
    user_fun_fact: user.user_fun_fact,
    user_free_time: user.user_free_time,
    user_dream_job: user.user_dream_job,
    user_title: user.user_title,
    user_programming_experience_level: user.user_programming_experience_level,
    user_programming_languages: user.user_programming_languages,
    user_image_url: avatarUrlOf(user),
    user_slack_id: user.user_slack_id,
    user_profile_updated_date: user.user_profile_updated_date,
    is_online: isOnlineNow(user, now),
    user_last_seen: user.user_last_seen,
    hasAdminAccess: qualifiesForAdmin(memberships, []),
    mk_user_courses: memberships,
  };
}

/**
 * The profile as `viewer` may see it (DECISIONS.md). Fields a viewer may not see are left
 * out of the object, not blanked. Others see only the memberships of cohorts they are in.
 */
export function profileFor(viewer: Viewer, record: ProfileRecord, now: Date): UserProfile {
  const { user, memberships } = record;
  const owner = isSelf(viewer, user);
  const subject = { email: user.email, memberships };
  const shown = owner
    ? memberships
    : memberships.filter((m) => m.active && viewer.memberships.some((v) => v.active && v.cohort_id === m.cohort_id));
  const profile: UserProfile = baseProfile(user, shown, now);
  if (owner || user.user_show_location) profile.user_location = user.user_location;
  if (owner || user.user_show_timezone) profile.user_timezone = user.user_timezone;
  if (owner || holdsNonLearnerRole(viewer)) {
    profile.user_focus_time = user.user_focus_time === null ? null : normaliseFocusTime(user.user_focus_time);
    profile.user_work_schedule = user.user_work_schedule;
  }
  if (owner || isStaffOf(viewer, subject)) {
    profile.secondary_email = user.secondary_email;
    profile.user_lms_id = user.user_lms_id;
    profile.user_favorite_profiles = record.favourites;
  }
  return profile;
}

/** The signed-in user's own start-up record (§3.2): everything, plus programs. */
export function startupUserFor(
  record: ProfileRecord,
  programs: Program[],
  tokenRoles: readonly string[],
  now: Date,
): StartupUser {
  const { user, memberships } = record;
  return {
    ...baseProfile(user, memberships, now),
    hasAdminAccess: qualifiesForAdmin(memberships, tokenRoles),
    user_location: user.user_location,
    user_timezone: user.user_timezone,
    user_focus_time: user.user_focus_time === null ? null : normaliseFocusTime(user.user_focus_time),
    user_work_schedule: user.user_work_schedule,
    secondary_email: user.secondary_email,
    user_lms_id: user.user_lms_id,
    user_favorite_profiles: record.favourites,
    status: user.status,
    first_login: user.first_login,
    onboarding_step: user.onboarding_step,
    user_role: user.user_role === 'student' ? 'student' : null,
    subscribed_canvas: user.subscribed_canvas,
    created_by: user.created_by,
    programs,
  };
}
