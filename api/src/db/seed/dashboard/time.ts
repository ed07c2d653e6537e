import { addDays, localDateKey, zonedDateTime } from '@cedar/shared/domain';

/** The academy's own time zone: classes are scheduled in it. */
export const ACADEMY_TIME_ZONE = 'America/New_York';

const MINUTE = 60_000;

/** The instant of a wall-clock time on a date in the academy's zone. */
export function academyTime(dateKey: string, hour: number, minute = 0): Date {
  return zonedDateTime(dateKey, hour, minute, ACADEMY_TIME_ZONE);
}

/** The academy's date `offset` days from `now`'s. */
export function academyDay(now: Date, offset = 0): string {
  return addDays(localDateKey(now, ACADEMY_TIME_ZONE), offset);
}

/** Weekday of a date key: 0 Sunday .. 6 Saturday. */
export function weekday(dateKey: string): number {
  return new Date(`${dateKey}T12:00:00Z`).getUTCDay();
}

/** `now` rounded down to 5 minutes: the demo's "now" events start on tidy times. */
export function anchorOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE);
}

export const minutes = (n: number) => n * MINUTE;
