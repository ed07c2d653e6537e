import type { ProfileUpdate, SocialLink, StartupUser, UserLocation, UserTimezone } from '@cedar/shared/contract';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type FocusTimeSlots,
  isValidSocialLink,
  normaliseFocusTime,
  WORK_SCHEDULE_OPTIONS,
  type WorkScheduleId,
} from '@cedar/shared/domain';

/** The eleven onboarding screens of §2.7, in order: welcome, nine data-entry steps, wrap-up. */
export const ONBOARDING_STEPS = [
  'welcome',
  'identity',
  'picture',
  'location',
  'spokenLanguages',
  'experience',
  'personalInfo',
  'focusTime',
  'workSchedule',
  'socialMedia',
  'wrapUp',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Index of the last screen (wrap-up). */
export const LAST_STEP = ONBOARDING_STEPS.length - 1;

/** Go Back shows from the third screen (index 2, Picture) onward (§2.7, §4.4). */
export const showsGoBack = (step: number) => step >= 2;

/** What the wizard edits: the profile fields its steps save. */
export interface OnboardingDraft {
  preferred_name: string;
  user_name_pronunciation: string;
  user_preferred_pronouns: string;
  user_location: UserLocation | null;
  user_timezone: UserTimezone | null;
  user_show_location: boolean;
  user_show_timezone: boolean;
  user_primary_spoken_language: string;
  user_additional_spoken_languages: string[];
  user_programming_experience_level: ExperienceLevel;
  user_programming_languages: string[];
  user_dream_job: string;
  user_free_time: string;
  user_fun_fact: string;
  user_focus_time: FocusTimeSlots;
  user_work_schedule: WorkScheduleId[];
  /** Visible rows only; stored Slack rows are kept aside and saved back unchanged. */
  user_social_media_links: SocialLink[];
}

/** The fields each screen saves when its Continue is pressed (the picture saves itself on upload). */
export const STEP_FIELDS: Record<OnboardingStep, readonly (keyof OnboardingDraft)[]> = {
  welcome: [],
  identity: ['preferred_name', 'user_name_pronunciation', 'user_preferred_pronouns'],
  picture: [],
  location: ['user_location', 'user_timezone', 'user_show_location', 'user_show_timezone'],
  spokenLanguages: ['user_primary_spoken_language', 'user_additional_spoken_languages'],
  experience: ['user_programming_experience_level', 'user_programming_languages'],
  personalInfo: ['user_dream_job', 'user_free_time', 'user_fun_fact'],
  focusTime: ['user_focus_time'],
  workSchedule: ['user_work_schedule'],
  socialMedia: ['user_social_media_links'],
  wrapUp: [],
};

const isSlack = (link: SocialLink) => link.name.trim().toLowerCase() === 'slack';
const LEVELS = new Set<string>(EXPERIENCE_LEVELS);
const WORK_IDS = new Set<string>(WORK_SCHEDULE_OPTIONS.map((o) => o.id));

/** The draft a user starts from: their stored profile, with the spec's defaults (§3.1). */
export function initialDraft(user: StartupUser): OnboardingDraft {
  const level = user.user_programming_experience_level;
  const links = user.user_social_media_links.filter((link) => !isSlack(link));
  return {
    preferred_name: user.preferred_name ?? user.first_name,
    user_name_pronunciation: user.user_name_pronunciation ?? '',
    user_preferred_pronouns: user.user_preferred_pronouns ?? '',
    user_location: user.user_location,
    user_timezone: user.user_timezone,
    user_show_location: user.user_show_location,
    user_show_timezone: user.user_show_timezone,
    user_primary_spoken_language: user.user_primary_spoken_language ?? '',
    user_additional_spoken_languages: [...user.user_additional_spoken_languages],
    user_programming_experience_level: level && LEVELS.has(level) ? (level as ExperienceLevel) : 'Beginner',
    user_programming_languages: [...user.user_programming_languages],
    user_dream_job: user.user_dream_job ?? '',
    user_free_time: user.user_free_time ?? '',
    user_fun_fact: user.user_fun_fact ?? '',
    user_focus_time: normaliseFocusTime(user.user_focus_time),
    // Only the options the list holds (the edit page's rule): an unknown id would block saving.
    user_work_schedule: user.user_work_schedule.filter((id): id is WorkScheduleId => WORK_IDS.has(id)),
    user_social_media_links: links.length ? links : [emptySocialLink()],
  };
}

let nextLinkId = 0;
/** A new, empty social link row. */
export function emptySocialLink(): SocialLink {
  nextLinkId += 1;
  return { id: `new-${Date.now().toString(36)}-${nextLinkId}`, name: '', link: '' };
}

/** Continue is enabled only when this is true (DECISIONS.md "Onboarding step validity"). */
export function isStepValid(step: OnboardingStep, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'identity':
      return draft.preferred_name.trim() !== '';
    case 'location':
      return draft.user_location === null || draft.user_timezone !== null;
    case 'spokenLanguages':
      return draft.user_primary_spoken_language.trim() !== '';
    case 'experience':
      return LEVELS.has(draft.user_programming_experience_level);
    case 'workSchedule':
      return draft.user_work_schedule.length > 0;
    case 'socialMedia':
      // The edit page's check (http(s) only, as the server takes).
      return draft.user_social_media_links.every((row) => isValidSocialLink(row.link));
    default:
      return true;
  }
}

/**
 * Where the wizard opens: after the screens the server recorded as done, but never past the first
 * of them whose data no longer passes its check (so nothing required is skipped).
 */
export function resumeStep(user: Pick<StartupUser, 'onboarding_step'>, draft: OnboardingDraft): number {
  const done = Math.max(0, Math.min(LAST_STEP, user.onboarding_step ?? 0));
  const invalid = ONBOARDING_STEPS.slice(0, done).findIndex((step) => !isStepValid(step, draft));
  return invalid === -1 ? done : invalid;
}

function valueToSave(draft: OnboardingDraft, field: keyof OnboardingDraft, stored: StartupUser): unknown {
  const value = draft[field];
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (field === 'user_social_media_links') {
    const rows = draft.user_social_media_links.filter((row) => row.name.trim() && row.link.trim());
    return [...stored.user_social_media_links.filter(isSlack), ...rows];
  }
  return value;
}

/**
 * The PUT /user body of one Continue (§4.4): the step's fields that are defined and non-null,
 * plus the progress mark; the last screen also ends first login.
 */
export function stepUpdate(step: number, draft: OnboardingDraft, stored: StartupUser): ProfileUpdate {
  const name = ONBOARDING_STEPS[step] ?? 'welcome';
  const update: Record<string, unknown> = {};
  for (const field of STEP_FIELDS[name]) {
    const value = valueToSave(draft, field, stored);
    if (value !== undefined && value !== null) update[field] = value;
  }
  update.onboarding_step = Math.min(LAST_STEP, step + 1);
  if (step === LAST_STEP) update.first_login = false;
  return update as ProfileUpdate;
}
