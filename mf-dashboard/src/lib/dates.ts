// The dashboard's dates come from the browser's Intl, not moment: the dashboard is the page most
// learners open first, and moment with its zone data was 31 KiB gzip of that page's JavaScript
// (ADR 0048). The formats are the spec's moment patterns, written out; the tests hold them to
// what moment-timezone prints.
import { instantMs, localDateKey, zoneFormat, zonedDateTime } from '@cedar/shared/domain';

export { relativeTo } from './relative-time';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A wall-clock reading of an instant in a zone: what the formats below are made of. */
interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  weekday: string;
  /** 1 to 12, as a 12-hour clock shows it. */
  hour: number;
  minute: string;
  pm: boolean;
  /** The zone's abbreviation that day ('CDT'), or its offset where English has none ('GMT+1'). */
  zone: string;
}

/** Everything the formats below are made of, in one reading. */
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const WITH_OFFSET = /T.*(Z|[+-]\d{2}(:?\d{2})?)$/i;
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * Epoch milliseconds of an ISO 8601 date or instant, as moment.tz(text, ISO_8601, zone) reads it:
 * with an offset it is that instant; without one it is a wall-clock time in `timeZone`. NaN for
 * anything else.
 */
function instantIn(text: string, timeZone: string): number {
  if (WITH_OFFSET.test(text)) return instantMs(text);
  const local = LOCAL_ISO.exec(text);
  if (!local) return Number.NaN;
  const [, dateKey, hour = '0', minute = '0', second = '0', fraction = '0'] = local;
  const start = zonedDateTime(dateKey!, Number(hour), Number(minute), timeZone).getTime();
  return start + Number(second) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The wall clock of an ISO instant in a zone; null when the instant or the zone is unreadable. */
function wallClock(instant: string, timeZone: string): WallClock | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    const ms = instantIn(instant, timeZone);
    if (Number.isNaN(ms)) return null;
    parts = zoneFormat(timeZone, WALL_CLOCK).formatToParts(ms);
  } catch {
    return null; // a zone this browser does not know, or a date past its range
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour23 = Number(part('hour')) % 24;
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: part('weekday'),
    hour: hour23 % 12 === 0 ? 12 : hour23 % 12,
    minute: part('minute'),
    pm: hour23 >= 12,
    zone: part('timeZoneName'),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Announcement byline date, MM/DD/YYYY @ h:mmA with the zone abbreviation; null when invalid. */
export function bylineDate(instant: string | null | undefined, timeZone: string): string | null {
  const at = instant ? wallClock(instant, timeZone) : null;
  if (!at) return null;
  return `${twoDigits(at.month)}/${twoDigits(at.day)}/${at.year} @ ${at.hour}:${at.minute}${at.pm ? 'PM' : 'AM'} ${at.zone}`;
}

/** Full date and time of §9: 'dddd, MMMM D | h:mm a z'. */
export function longDateTime(instant: string, timeZone: string): string {
  const at = wallClock(instant, timeZone);
  if (!at) return '';
  return `${at.weekday}, ${MONTHS[at.month - 1]} ${at.day} | ${at.hour}:${at.minute} ${at.pm ? 'pm' : 'am'} ${at.zone}`;
}

/** Time of day with the zone: '3:00 PM CDT'. */
export function timeOfDay(instant: string, timeZone: string, withZone = false): string {
  const at = wallClock(instant, timeZone);
  if (!at) return '';
  const time = `${at.hour}:${at.minute} ${at.pm ? 'PM' : 'AM'}`;
  return withZone ? `${time} ${at.zone}` : time;
}

/** Days since the epoch of a YYYY-MM-DD date key. */
function epochDay(dateKey: string): number {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** A day header, weekday, month and day: 'Monday, September 14'. */
export function dayHeader(dateKey: string): string {
  const date = new Date(epochDay(dateKey) * 86_400_000);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** Month/day/year with the real month (DECISIONS.md fixes the spec's zero-based month). */
export function shortDate(instant: string, timeZone: string): string {
  const at = wallClock(instant, timeZone);
  return at ? `${at.month}/${at.day}/${at.year}` : '';
}

/** Whole days from the local date of `now` to `dateKey` (negative when it has passed). */
export function daysUntil(dateKey: string, now: Date, timeZone: string): number {
  return epochDay(dateKey) - epochDay(localDateKey(now, timeZone));
}
