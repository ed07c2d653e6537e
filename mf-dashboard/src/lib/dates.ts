import { moment } from '@cedar/shared/dates';
import { localDateKey } from '@cedar/shared/domain';

function inZone(instant: string | Date, timeZone: string) {
  const value =
    typeof instant === 'string' ? moment.tz(instant, moment.ISO_8601, timeZone) : moment.tz(instant, timeZone);
  return value.isValid() ? value : null;
}

/** Announcement byline date, MM/DD/YYYY @ h:mmA with the zone abbreviation; null when invalid. */
export function bylineDate(instant: string | null | undefined, timeZone: string): string | null {
  const value = instant ? inZone(instant, timeZone) : null;
  return value ? value.format('MM/DD/YYYY @ h:mmA z') : null;
}

/** Full date and time of §9: 'dddd, MMMM D | h:mm a z'. */
export function longDateTime(instant: string, timeZone: string): string {
  return inZone(instant, timeZone)?.format('dddd, MMMM D | h:mm a z') ?? '';
}

/** Time of day with the zone: '3:00 PM CDT'. */
export function timeOfDay(instant: string, timeZone: string, withZone = false): string {
  return inZone(instant, timeZone)?.format(withZone ? 'h:mm A z' : 'h:mm A') ?? '';
}

/** A day header, weekday, month and day: 'Monday, September 14'. */
export function dayHeader(dateKey: string): string {
  return moment.utc(dateKey, 'YYYY-MM-DD').format('dddd, MMMM D');
}

/** Month/day/year with the real month (DECISIONS.md fixes the spec's zero-based month). */
export function shortDate(instant: string, timeZone: string): string {
  return inZone(instant, timeZone)?.format('M/D/YYYY') ?? '';
}

/** 'in 5 minutes', 'in 2 days': the relative start of an event at `now`. */
export function relativeTo(instant: string, now: Date): string {
  return moment(instant).from(moment(now));
}

/** Whole days from the local date of `now` to `dateKey` (negative when it has passed). */
export function daysUntil(dateKey: string, now: Date, timeZone: string): number {
  const today = localDateKey(now, timeZone);
  return moment.utc(dateKey, 'YYYY-MM-DD').diff(moment.utc(today, 'YYYY-MM-DD'), 'days');
}
