import type { UserTimezone } from '../schema/index.ts';

function part(timeZone: string, at: Date, timeZoneName: 'long' | 'longOffset'): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** UTC offset of a zone at an instant, in minutes (e.g. 330 for Asia/Kolkata). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part(timeZone, at, 'longOffset'));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The time zone record the maps lookup would store for a place in `timeZone` at `at`. */
export function timezoneRecord(timeZone: string, at: Date): UserTimezone {
  return {
    time_zone_id: timeZone,
    time_zone_name: part(timeZone, at, 'long'),
    utc_offset_minutes: utcOffsetMinutes(timeZone, at),
  };
}
