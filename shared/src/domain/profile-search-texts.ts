import { normaliseFocusTime } from './focus-time.ts';
import { FOCUS_DAYS, FOCUS_SLOTS, WORK_SCHEDULE_OPTIONS } from './profile.ts';

/** The searchable fields of a profile as one viewer received it (hidden fields absent). */
export interface SearchableProfile {
  first_name?: string | null;
  last_name?: string | null;
  preferred_name?: string | null;
  username?: string | null;
  email?: string | null;
  secondary_email?: string | null;
  user_preferred_pronouns?: string | null;
  user_name_pronunciation?: string | null;
  user_social_media_links?: readonly { name?: string | null; link?: string | null }[] | null;
  user_location?: { description?: string | null } | null;
  user_timezone?: { time_zone_id?: string | null; time_zone_name?: string | null } | null;
  user_primary_spoken_language?: string | null;
  user_additional_spoken_languages?: readonly string[] | null;
  user_goals?: string | null;
  user_programming_experience_level?: string | null;
  user_programming_languages?: readonly string[] | null;
  user_dream_job?: string | null;
  user_title?: string | null;
  user_intro_interest?: string | null;
  user_focus_time?: unknown;
  user_work_schedule?: readonly string[] | null;
}

const label = <T extends { id: string }>(list: readonly T[], id: string, pick: (item: T) => string[]) => {
  const item = list.find((entry) => entry.id === id);
  return item ? pick(item) : [];
};

/**
 * The texts directory search reads (§5): names, username, e-mails, pronouns, pronunciation,
 * social links, location, time zone, languages, goals, experience level, programming
 * languages, dream job, title, intro, focus time and work schedule, by their readable names.
 * Location ids, coordinates and link ids are left out. Only what the profile carries is read,
 * so a field its owner hides from this viewer (never sent) can never match.
 */
export function searchableProfileTexts(profile: SearchableProfile): string[] {
  const texts: (string | null | undefined)[] = [
    profile.first_name,
    profile.last_name,
    profile.preferred_name,
    profile.username,
    profile.email,
    profile.secondary_email,
    profile.user_preferred_pronouns,
    profile.user_name_pronunciation,
    ...(profile.user_social_media_links ?? []).flatMap((link) => [link.name, link.link]),
    profile.user_location?.description,
    profile.user_timezone?.time_zone_id,
    profile.user_timezone?.time_zone_name,
    profile.user_primary_spoken_language,
    ...(profile.user_additional_spoken_languages ?? []),
    profile.user_goals,
    profile.user_programming_experience_level,
    ...(profile.user_programming_languages ?? []),
    profile.user_dream_job,
    profile.user_title,
    profile.user_intro_interest,
  ];
  if (profile.user_focus_time) {
    for (const [day, slots] of Object.entries(normaliseFocusTime(profile.user_focus_time))) {
      texts.push(...label(FOCUS_DAYS, day, (d) => [d.name]));
      for (const slot of slots ?? []) texts.push(...label(FOCUS_SLOTS, slot, (s) => [s.header, s.timeSlot]));
    }
  }
  for (const id of profile.user_work_schedule ?? []) texts.push(...label(WORK_SCHEDULE_OPTIONS, id, (o) => [o.label]));
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}
