import { isKnownTimeZone } from './calendar.ts';

/**
 * The zone dates and times show in (DECISIONS.md): the user's profile zone
 * (`user_timezone.time_zone_id`) when it names a known zone, else the browser's, else UTC.
 */
export function displayTimeZone(
  profileZone: string | null | undefined,
  browserZone: string | null | undefined,
): string {
  if (profileZone && isKnownTimeZone(profileZone)) return profileZone;
  return browserZone && isKnownTimeZone(browserZone) ? browserZone : 'UTC';
}
