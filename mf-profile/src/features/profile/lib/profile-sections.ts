import { ROLE, hasFocusTime, normaliseFocusTime } from '@cedar/shared/domain';
import type { UserProfile } from '@cedar/shared/contract';
import { workSchedule } from './work-schedule';
import { visibleSocialLinks } from './social-links';
import { spokenLanguages } from './spoken-languages';

/** Experience level hidden in views (§3.1). */
export const HIDDEN_EXPERIENCE_LEVEL = 'Do not prefer';

const filled = (value: string | null | undefined): boolean => Boolean(value?.trim());

/** The experience level the page shows, or null ('Do not prefer' and blanks are hidden). */
export function shownExperienceLevel(level: string | null | undefined): string | null {
  const value = level?.trim();
  return value && value.toLowerCase() !== HIDDEN_EXPERIENCE_LEVEL.toLowerCase() ? value : null;
}

/** Does About Me have anything to show? */
export function hasAboutMe(profile: Partial<UserProfile>): boolean {
  const languages = spokenLanguages(profile);
  return (
    Boolean(languages.primary || languages.others) ||
    [profile.user_free_time, profile.user_fun_fact, profile.user_intro_interest, profile.user_goals].some(filled)
  );
}

/** The place line, only when the owner shows their location. */
export function shownLocation(profile: Partial<UserProfile>): string | null {
  return profile.user_show_location ? profile.user_location?.description?.trim() || null : null;
}

/** The time zone, only when the owner shows it. */
export function shownTimeZone(profile: Partial<UserProfile>): UserProfile['user_timezone'] | null {
  const zone = profile.user_show_timezone ? profile.user_timezone : null;
  return zone && (filled(zone.time_zone_id) || filled(zone.time_zone_name)) ? zone : null;
}

/** Does Location have anything to show? */
export function hasLocation(profile: Partial<UserProfile>): boolean {
  return shownLocation(profile) !== null || shownTimeZone(profile) !== null;
}

/** Does Experience have anything to show? */
export function hasExperience(profile: Partial<UserProfile>): boolean {
  return (
    shownExperienceLevel(profile.user_programming_experience_level) !== null ||
    filled(profile.user_dream_job) ||
    (profile.user_programming_languages ?? []).some(filled)
  );
}

/** Does Connect have anything to show? */
export function hasConnect(profile: Partial<UserProfile>): boolean {
  return visibleSocialLinks(profile.user_social_media_links).length > 0;
}

/** What decides who sees Focus Time & Work Schedule (DECISIONS.md, Profiles). */
export interface FocusViewer {
  isOwnProfile: boolean;
  /** Role ids of the viewer's active course memberships. */
  viewerRoleIds: readonly number[];
}

/** Does the viewer hold a role other than learner in any course? */
export function holdsNonLearnerRole(roleIds: readonly number[]): boolean {
  return roleIds.some((id) => id !== ROLE.learner);
}

/**
 * Focus Time & Work Schedule shows when the profile has entries, to its owner and to viewers
 * holding a non-learner role (DECISIONS.md). The API withholds the fields from everyone else too.
 */
export function showsFocusSection(profile: Partial<UserProfile>, viewer: FocusViewer): boolean {
  const qualifies = viewer.isOwnProfile || holdsNonLearnerRole(viewer.viewerRoleIds);
  const hasEntries =
    hasFocusTime(normaliseFocusTime(profile.user_focus_time)) || workSchedule(profile.user_work_schedule).length > 0;
  return qualifies && hasEntries;
}
