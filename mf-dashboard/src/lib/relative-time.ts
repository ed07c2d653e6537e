import { instantMs } from '@cedar/shared/domain';

const DAY_MS = 86_400_000;
/** Days in 400 Gregorian years over the months in them: the average month moment counts in. */
const DAYS_PER_MONTH = 146_097 / 4_800;

/** `date` moved by whole months on the local calendar, the day kept or clamped to the month's end. */
function addMonths(date: Date, months: number): number {
  const moved = new Date(date.getTime());
  const day = moved.getDate();
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(day, lastDay));
  return moved.getTime();
}

/** Months between two instants (`from` first) as moment counts them: whole calendar months, then the rest. */
function monthsBetween(from: number, to: number): number {
  const start = new Date(from);
  const end = new Date(to);
  let whole = (end.getFullYear() - start.getFullYear()) * 12 + end.getMonth() - start.getMonth();
  if (addMonths(start, whole) > to) whole -= 1;
  return whole + (to - addMonths(start, whole)) / DAY_MS / DAYS_PER_MONTH;
}

/**
 * How far apart two instants are, in the words moment's `from` uses ('a few seconds',
 * '5 minutes', 'an hour', 'a day', '3 months'), at its thresholds: each unit is rounded, and
 * a unit is used until it reaches the next one's threshold (45 s, 45 min, 22 h, 26 d, 11 months).
 * Past 26 days moment counts calendar months, so a month is 28 to 31 days as the dates fall.
 */
function humanized(from: number, to: number): string {
  const ms = to - from;
  const seconds = Math.round(ms / 1000);
  const minutes = Math.round(ms / 60_000);
  const hours = Math.round(ms / 3_600_000);
  const days = Math.round(ms / DAY_MS);
  const exactMonths = days < 26 ? 0 : monthsBetween(from, to);
  const months = Math.round(exactMonths);
  const years = Math.round(exactMonths / 12);
  if (seconds < 45) return 'a few seconds';
  if (minutes <= 1) return 'a minute';
  if (minutes < 45) return `${minutes} minutes`;
  if (hours <= 1) return 'an hour';
  if (hours < 22) return `${hours} hours`;
  if (days <= 1) return 'a day';
  if (days < 26) return `${days} days`;
  if (months <= 1) return 'a month';
  if (months < 11) return `${months} months`;
  if (years <= 1) return 'a year';
  return `${years} years`;
}

/** 'in 5 minutes', '2 days ago': the start of an event relative to `now`. */
export function relativeTo(instant: string, now: Date): string {
  const start = instantMs(instant);
  const current = now.getTime();
  if (Number.isNaN(start)) return 'Invalid date';
  return start > current ? `in ${humanized(current, start)}` : `${humanized(start, current)} ago`;
}
