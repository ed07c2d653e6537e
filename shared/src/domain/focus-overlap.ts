import type { FocusTimeSlots } from './focus-time.ts';
import { FOCUS_DAYS, type FocusSlotId } from './profile.ts';
import { zoneFormat } from './zone-format.ts';

/** Someone's weekly focus time in their own time zone (IANA). */
export interface FocusWeek {
  timeZone: string;
  focus: FocusTimeSlots;
}

const HOUR = 3_600_000;
const QUARTERS = [
  { id: 'night_owl', from: 0, plural: 'nights' },
  { id: 'morning_lark', from: 6, plural: 'mornings' },
  { id: 'afternoon_loon', from: 12, plural: 'afternoons' },
  { id: 'evening_eagle', from: 18, plural: 'evenings' },
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
};
const formatter = (timeZone: string) => zoneFormat(timeZone, WALL_CLOCK);

/** Wall-clock parts of an instant in a zone: date, weekday (0 = Sunday) and hour. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

// The instant a wall-clock hour of a zone begins (the later reading in a repeated hour, the
// hour after a skipped one): two passes of the zone's offset.
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (instant: number) => {
    const w = wallClock(instant, timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour) - Math.floor(instant / HOUR) * HOUR;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

function hoursOf(slots: readonly FocusSlotId[]): number[] {
  if (slots.includes('all_day_albatross')) return Array.from({ length: 24 }, (_, h) => h);
  return QUARTERS.filter((q) => slots.includes(q.id)).flatMap((q) => [0, 1, 2, 3, 4, 5].map((h) => q.from + h));
}

/**
 * The hours of the week (viewer's wall clock, 0 = Sunday 00:00 to 167) in which someone
 * focuses, for the week around `now`: their day and slot hours are taken in their own zone in
 * that week and read on the viewer's clock, so daylight-saving changes (which the two zones may
 * make on different dates) are those of that week. Hours past the week's end wrap round.
 */
export function focusHoursOnViewerClock(person: FocusWeek, viewerZone: string, now: Date): Set<number> {
  const here = wallClock(now.getTime(), person.timeZone);
  const sunday = new Date(Date.UTC(here.year, here.month - 1, here.day - here.weekday));
  const hours = new Set<number>();
  FOCUS_DAYS.forEach((day, index) => {
    const slots = person.focus[day.id];
    if (!slots?.length) return;
    const date = new Date(sunday.getTime() + index * 24 * HOUR);
    for (const hour of hoursOf(slots)) {
      const instant = instantOf(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        hour,
        person.timeZone,
      );
      const seen = wallClock(instant, viewerZone);
      hours.add((((seen.weekday * 24 + seen.hour) % 168) + 168) % 168);
    }
  });
  return hours;
}

/** Shared focus hours of viewer and member in the week around `now`, on the viewer's clock. */
export function focusOverlap(viewer: FocusWeek, member: FocusWeek, now: Date): number[] {
  const mine = focusHoursOnViewerClock(viewer, viewer.timeZone, now);
  const theirs = focusHoursOnViewerClock(member, viewer.timeZone, now);
  return [...theirs].filter((hour) => mine.has(hour)).sort((a, b) => a - b);
}

/**
 * The shared hours in words, by the viewer's slots: "Tue and Thu evenings", "Mon mornings,
 * Sat nights". Empty when there are none.
 */
export function describeOverlap(hours: readonly number[]): string {
  const byQuarter = QUARTERS.map((quarter) => {
    const days = new Set(
      hours.filter((h) => h % 24 >= quarter.from && h % 24 < quarter.from + 6).map((h) => Math.floor(h / 24)),
    );
    return { quarter, days: [...days].sort((a, b) => a - b).map((d) => WEEKDAYS[d]!) };
  }).filter((group) => group.days.length > 0);
  const list = (days: string[]) =>
    days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]!}`;
  return byQuarter.map((group) => `${list(group.days)} ${group.quarter.plural}`).join(', ');
}
