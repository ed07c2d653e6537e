import type { ProfileUpdate } from '@cedar/shared/contract';
import {
  listTitleOf,
  PROGRAMMING_LANGUAGES,
  SOCIAL_LINK_TYPES,
  SPOKEN_LANGUAGES,
  type ListEntry,
} from '@cedar/shared/domain';
import { badRequest, forbidden } from '../http-errors.ts';

/*
 * What PUT /user/:email enforces beyond its schema (profiles-shell-and-access §4.3, §5 and the
 * issue's server rules). The schema already bounds every string, refuses control characters,
 * unknown fields, unknown experience levels, days, slots and work options, and non-http(s)
 * links; these rules need lists, the time-zone database or the caller.
 */

/** The fields a Program Manager may change on a member's profile (the admin console's member edit). */
export const MANAGER_EDITABLE_FIELDS = ['first_name', 'last_name', 'preferred_name', 'user_image_url'] as const;

/** Refuses an update by someone other than the owner that touches more than names and the image. */
export function checkEditorScope(update: ProfileUpdate, own: boolean): void {
  if (own) return;
  const allowed: readonly string[] = MANAGER_EDITABLE_FIELDS;
  const refused = Object.keys(update).filter((field) => !allowed.includes(field));
  if (refused.length) throw forbidden(`Only the profile's owner may change ${refused.join(', ')}.`);
}

const SOCIAL_NAMES = new Map<string, string>(
  [...SOCIAL_LINK_TYPES, 'Slack'].map((name) => [name.toLowerCase(), name] as const),
);

// IANA zone ids the runtime knows, plus UTC (which supportedValuesOf may leave out).
let zoneIds: Set<string> | null = null;
/** Is this an IANA time-zone id? */
export function isTimeZoneId(id: string): boolean {
  zoneIds ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  if (zoneIds.has(id)) return true;
  try {
    // Links (US/Eastern, Asia/Calcutta) are valid ids that supportedValuesOf does not list.
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(id) && !!new Intl.DateTimeFormat('en-US', { timeZone: id });
  } catch {
    return false;
  }
}

function titles(field: string, list: readonly ListEntry[], entries: readonly string[]): string[] {
  const result: string[] = [];
  for (const entry of entries) {
    const title = listTitleOf(list, entry);
    if (title === null) throw badRequest(`${field}: "${entry}" is not a known language id or a plain language name.`);
    if (!result.some((t) => t.toLowerCase() === title.toLowerCase())) result.push(title);
  }
  return result;
}

/**
 * The update as it will be stored: language ids turned into titles (repeats dropped), social
 * link names in their listed spelling. Throws 400 naming the field when a value is not allowed.
 */
export function normaliseProfileUpdate(update: ProfileUpdate): ProfileUpdate {
  const next: ProfileUpdate = { ...update };
  if (update.user_additional_spoken_languages)
    next.user_additional_spoken_languages = titles(
      'user_additional_spoken_languages',
      SPOKEN_LANGUAGES,
      update.user_additional_spoken_languages,
    );
  if (update.user_primary_spoken_language) {
    const [title] = titles('user_primary_spoken_language', SPOKEN_LANGUAGES, [update.user_primary_spoken_language]);
    next.user_primary_spoken_language = title!;
  }
  if (update.user_programming_languages)
    next.user_programming_languages = titles(
      'user_programming_languages',
      PROGRAMMING_LANGUAGES,
      update.user_programming_languages,
    );
  if (update.user_social_media_links)
    next.user_social_media_links = update.user_social_media_links.map((row, index) => {
      const name = SOCIAL_NAMES.get(row.name.trim().toLowerCase());
      if (!name) throw badRequest(`user_social_media_links/${index}/name: "${row.name}" is not a known network.`);
      return { id: row.id, name, link: row.link.trim() };
    });
  const zone = update.user_timezone;
  if (zone && !isTimeZoneId(zone.time_zone_id))
    throw badRequest(`user_timezone/time_zone_id: "${zone.time_zone_id}" is not an IANA time zone.`);
  if (update.user_location === null && update.user_timezone === undefined) next.user_timezone = null;
  return next;
}
