import { zoneFormat } from './zone-format.ts';

/** Days before and after today that the Classes & Events panel covers (§9). */
export const CALENDAR_WINDOW_DAYS = 7;

/** Kind of a calendar event: events of the speakers-and-events calendar are `event`, the rest `class`. */
export type CalendarEventKind = 'class' | 'event';

/**
 * The calendar a Google-style calendar URL names: its `src` query parameter (else `cid`),
 * or null when the URL has neither or does not parse.
 */
export function calendarSrc(calendarUrl: string | null | undefined): string | null {
  if (!calendarUrl) return null;
  try {
    const params = new URL(calendarUrl).searchParams;
    return params.get('src') ?? params.get('cid') ?? null;
  } catch {
    return null;
  }
}

/** `event` when the URL's calendar is the configured speakers-and-events calendar, else `class`. */
export function eventKind(calendarUrl: string | null | undefined, eventsCalendarId: string): CalendarEventKind {
  const src = calendarSrc(calendarUrl);
  return src !== null && src.toLowerCase() === eventsCalendarId.toLowerCase() ? 'event' : 'class';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts every calendar rule reads: a 24-hour wall clock, to the second. */
const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

const partsFormat = (timeZone: string) => zoneFormat(timeZone, PARTS);

function zoneParts(instant: number, timeZone: string): { y: number; m: number; d: number; offsetMs: number } {
  const parts = partsFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return { y: get('year'), m: get('month'), d: get('day'), offsetMs: wall - Math.floor(instant / 1000) * 1000 };
}

/** Is `timeZone` an IANA zone this runtime knows? Asked once per zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A zone's offset from UTC at an instant, in minutes east ('America/Denver' in January: -420). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  return Math.round(zoneParts(at.getTime(), timeZone).offsetMs / 60_000);
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function localDateKey(instant: Date | string, timeZone = 'UTC'): string {
  const { y, m, d } = zoneParts(new Date(instant).getTime(), timeZone);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The instant of a wall-clock time on a local date (YYYY-MM-DD) in a time zone, daylight saving included. */
export function zonedDateTime(dateKey: string, hour: number, minute: number, timeZone = 'UTC'): Date {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offset at the wall time may differ from the offset a few hours away: settle it twice.
  let instant = wall - zoneParts(wall, timeZone).offsetMs;
  instant = wall - zoneParts(instant, timeZone).offsetMs;
  return new Date(instant);
}

/** The instant a local date (YYYY-MM-DD) begins in a time zone. */
export function startOfLocalDay(dateKey: string, timeZone = 'UTC'): Date {
  return zonedDateTime(dateKey, 0, 0, timeZone);
}

/** The local date `days` after `dateKey` (negative for before). */
export function addDays(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Classes & Events window: from the start of the day `daysBefore` days before today to
 * the end of the day `daysAfter` days after today, "today" being `now`'s date in `timeZone`.
 */
export function calendarWindow(
  now: Date,
  timeZone = 'UTC',
  daysBefore = CALENDAR_WINDOW_DAYS,
  daysAfter = CALENDAR_WINDOW_DAYS,
): { start: Date; end: Date } {
  const today = localDateKey(now, timeZone);
  return {
    start: startOfLocalDay(addDays(today, -daysBefore), timeZone),
    end: startOfLocalDay(addDays(today, daysAfter + 1), timeZone),
  };
}
