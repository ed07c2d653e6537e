import type { UserTimezone } from '../contract/profile.ts';
import { isKnownTimeZone, utcOffsetMinutes } from './calendar.ts';
import { zoneFormat } from './zone-format.ts';

const LONG_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'long' };

/**
 * The time-zone record of a zone as of `now`: its long English name (as the maps lookup names
 * it, 'Mountain Standard Time') and its UTC offset that day. Intl alone answers both, so the
 * dashboard, which offers it, needs no date library (ADR 0048).
 */
export function timeZoneRecord(zoneId: string, now: Date): UserTimezone | null {
  if (!isKnownTimeZone(zoneId)) return null;
  const name =
    zoneFormat(zoneId, LONG_NAME)
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? zoneId;
  return { time_zone_id: zoneId, time_zone_name: name, utc_offset_minutes: utcOffsetMinutes(zoneId, now) };
}

/**
 * Should the page offer the browser's zone (after travel or a move)? Only when the browser
 * names a known zone whose offset today differs from the profile's zone (two names for one
 * clock, like America/Detroit and America/New_York, are not worth a prompt).
 */
export function travelZoneOffer(
  browserZone: string | null,
  profile: UserTimezone | null,
  now: Date,
): UserTimezone | null {
  if (!browserZone) return null;
  const offered = timeZoneRecord(browserZone, now);
  if (!offered) return null;
  if (!profile) return offered;
  if (profile.time_zone_id === browserZone) return null;
  const profileNow = isKnownTimeZone(profile.time_zone_id) ? utcOffsetMinutes(profile.time_zone_id, now) : null;
  return profileNow === offered.utc_offset_minutes ? null : offered;
}
