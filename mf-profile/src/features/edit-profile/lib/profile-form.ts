import type { ProfileUpdate, StartupUser, UserLocation, UserTimezone } from '@cedar/shared/contract';
import {
  isValidSocialLink,
  normaliseFocusTime,
  rowsToStore,
  socialLinkTypeOf,
  WORK_SCHEDULE_OPTIONS,
  type FocusTimeSlots,
  type SocialLinkRow,
  type WorkScheduleId,
} from '@cedar/shared/domain';
import { editProfileMessages } from '../messages';

/** What the edit form holds: the editable profile fields (§3.1, §2.6) in the form's shapes. */
export interface ProfileForm {
  first_name: string;
  last_name: string;
  preferred_name: string;
  user_name_pronunciation: string;
  user_preferred_pronouns: string;
  /** Pronouns hidden: they are stored as null (§4.3). */
  hidePronouns: boolean;
  user_location: UserLocation | null;
  user_timezone: UserTimezone | null;
  user_show_location: boolean;
  user_show_timezone: boolean;
  user_primary_spoken_language: string;
  user_additional_spoken_languages: string[];
  user_intro_interest: string;
  user_fun_fact: string;
  user_free_time: string;
  user_goals: string;
  user_dream_job: string;
  user_programming_experience_level: string | null;
  user_programming_languages: string[];
  user_focus_time: FocusTimeSlots;
  user_work_schedule: WorkScheduleId[];
  user_social_media_links: SocialLinkRow[];
}

const WORK_IDS: readonly string[] = WORK_SCHEDULE_OPTIONS.map((o) => o.id);

/** The form for a profile as stored. */
export function formFromProfile(profile: StartupUser): ProfileForm {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    preferred_name: profile.preferred_name ?? '',
    user_name_pronunciation: profile.user_name_pronunciation ?? '',
    user_preferred_pronouns: profile.user_preferred_pronouns ?? '',
    hidePronouns: profile.user_preferred_pronouns === null,
    user_location: profile.user_location ?? null,
    user_timezone: profile.user_timezone ?? null,
    user_show_location: profile.user_show_location,
    user_show_timezone: profile.user_show_timezone,
    user_primary_spoken_language: profile.user_primary_spoken_language ?? '',
    user_additional_spoken_languages: [...(profile.user_additional_spoken_languages ?? [])],
    user_intro_interest: profile.user_intro_interest ?? '',
    user_fun_fact: profile.user_fun_fact ?? '',
    user_free_time: profile.user_free_time ?? '',
    user_goals: profile.user_goals ?? '',
    user_dream_job: profile.user_dream_job ?? '',
    user_programming_experience_level: profile.user_programming_experience_level ?? null,
    user_programming_languages: [...(profile.user_programming_languages ?? [])],
    user_focus_time: normaliseFocusTime(profile.user_focus_time),
    user_work_schedule: (profile.user_work_schedule ?? []).filter((id): id is WorkScheduleId => WORK_IDS.includes(id)),
    // Stored names in any case ('linkedin') take the list's spelling, so the picker shows them.
    user_social_media_links: (profile.user_social_media_links ?? []).map((row) => ({
      ...row,
      name: socialLinkTypeOf(row.name) ?? row.name,
    })),
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the API takes it (every editable field). */
export function updateOfForm(
  form: ProfileForm,
): Required<
  Omit<
    ProfileUpdate,
    'user_image_url' | 'user_favorite_profiles' | 'first_login' | 'onboarding_step' | 'user_profile_updated_date'
  >
> {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    preferred_name: textOrNull(form.preferred_name),
    user_name_pronunciation: textOrNull(form.user_name_pronunciation),
    user_preferred_pronouns: form.hidePronouns ? null : textOrNull(form.user_preferred_pronouns),
    user_location: form.user_location,
    user_timezone: form.user_location ? form.user_timezone : null,
    user_show_location: form.user_show_location,
    user_show_timezone: form.user_show_timezone,
    user_primary_spoken_language: textOrNull(form.user_primary_spoken_language),
    user_additional_spoken_languages: form.user_additional_spoken_languages,
    user_intro_interest: textOrNull(form.user_intro_interest),
    user_fun_fact: textOrNull(form.user_fun_fact),
    user_free_time: textOrNull(form.user_free_time),
    user_goals: textOrNull(form.user_goals),
    user_dream_job: textOrNull(form.user_dream_job),
    user_programming_experience_level:
      (form.user_programming_experience_level as ProfileUpdate['user_programming_experience_level']) ?? null,
    user_programming_languages: form.user_programming_languages,
    user_focus_time: form.user_focus_time,
    user_work_schedule: form.user_work_schedule,
    user_social_media_links: rowsToStore(form.user_social_media_links),
  };
}

/** Only the fields whose stored value would change, with user_profile_updated_date (§7); null when nothing changed. */
export function changesOf(initial: ProfileForm, form: ProfileForm, now: Date): ProfileUpdate | null {
  const before = updateOfForm(initial) as Record<string, unknown>;
  const after = updateOfForm(form) as Record<string, unknown>;
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  const update: Record<string, unknown> = Object.fromEntries(changed.map((key) => [key, after[key]]));
  update.user_profile_updated_date = now.toISOString();
  return update as ProfileUpdate;
}

/**
 * Why the form cannot be saved, per field; empty when it can. A link row on a network the list
 * does not hold (stored by an older client) only blocks saving when the links are sent, that is
 * when they changed.
 */
export function formErrors(form: ProfileForm, initial: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  const errors: Partial<Record<keyof ProfileForm, string>> = {};
  if (form.first_name.trim() === '') errors.first_name = editProfileMessages.firstNameRequired;
  const linksChanged =
    JSON.stringify(rowsToStore(form.user_social_media_links)) !==
    JSON.stringify(rowsToStore(initial.user_social_media_links));
  const unknownNetwork = form.user_social_media_links.some(
    (row) => row.name.trim() !== '' && socialLinkTypeOf(row.name) === null,
  );
  if (!linksValid(form) || (linksChanged && unknownNetwork)) errors.user_social_media_links = 'invalid link';
  return errors;
}

/** Are all social links valid URLs (or empty)? Save stays disabled while one is not (§5). */
export function linksValid(form: ProfileForm): boolean {
  return form.user_social_media_links.every((row) => isValidSocialLink(row.link));
}
