import moment from 'moment-timezone';
import type { UserTimezone } from '@cedar/shared/contract';

/**
 * The stored time-zone record of an IANA zone as of `now` (§4.3): its long English name, as the
 * maps lookup names it ('Mountain Standard Time', 'Eastern Daylight Time'), and its UTC offset
 * that day from moment-timezone. Null for a zone the time-zone database does not know.
 */
export function timeZoneRecordOf(zoneId: string, now: Date): UserTimezone | null {
  if (!moment.tz.zone(zoneId)) return null;
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zoneId, timeZoneName: 'long' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? zoneId;
  return { time_zone_id: zoneId, time_zone_name: name, utc_offset_minutes: moment.tz(now, zoneId).utcOffset() };
}
