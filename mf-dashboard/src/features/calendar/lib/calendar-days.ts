import type { CalendarEvent, CalendarWithEvents } from '@cedar/shared/contract';
import { CALENDAR_WINDOW_DAYS, addDays, localDateKey, meetingIdFromUrl } from '@cedar/shared/domain';

/** The Classes & Events tabs (§2); Today is the default. */
export type CalendarTab = 'recent' | 'today' | 'upcoming';

/** One day of a tab: its local date (YYYY-MM-DD) and its events by start time. */
export interface DayGroup {
  dateKey: string;
  events: CalendarEvent[];
}

/** The days of each tab. */
export interface CalendarDays {
  /** Yesterday first, back to 7 days before today. */
  recent: DayGroup[];
  today: DayGroup;
  /** Tomorrow first, up to 7 days after today. */
  upcoming: DayGroup[];
}

const byStart = (a: CalendarEvent, b: CalendarEvent) => Date.parse(a.start_date_time) - Date.parse(b.start_date_time);

/** Every event of the calendars once (an event can sit in two calendars), by start time. */
export function eventsOf(calendars: readonly CalendarWithEvents[]): CalendarEvent[] {
  const seen = new Map<string, CalendarEvent>();
  for (const calendar of calendars) for (const event of calendar.calendar_events) seen.set(event.id, event);
  return [...seen.values()].sort(byStart);
}

/** Splits events into the days of the three tabs; "today" is `now`'s date in `timeZone`. */
export function calendarDays(events: readonly CalendarEvent[], now: Date, timeZone: string): CalendarDays {
  const today = localDateKey(now, timeZone);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const key = localDateKey(event.start_date_time, timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const group = (dateKey: string): DayGroup => ({ dateKey, events: byDay.get(dateKey) ?? [] });
  const days = Array.from({ length: CALENDAR_WINDOW_DAYS }, (_, i) => i + 1);
  return {
    recent: days.map((d) => group(addDays(today, -d))),
    today: group(today),
    upcoming: days.map((d) => group(addDays(today, d))),
  };
}

/** A tab is disabled when none of its days has an event (§2); Today never is. */
export function hasEvents(groups: readonly DayGroup[]): boolean {
  return groups.some((group) => group.events.length > 0);
}

/** Meeting ids of the events that may have a recording, once each, at most 100 (one call). */
export function meetingIds(events: readonly CalendarEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    const id = meetingIdFromUrl(event.meeting_url);
    if (id) ids.add(id);
  }
  return [...ids].sort().slice(0, 100);
}

/**
 * The meetings whose recordings the panel asks for: of past days (asked once) and of today (asked
 * again every minute), "today" being `today`'s date key in `timeZone`.
 */
export function recordingMeetings(
  events: readonly CalendarEvent[],
  today: string,
  timeZone: string,
): { pastIds: string[]; todayIds: string[] } {
  const past: CalendarEvent[] = [];
  const todays: CalendarEvent[] = [];
  for (const event of events) {
    const day = localDateKey(event.start_date_time, timeZone);
    if (day < today) past.push(event);
    else if (day === today) todays.push(event);
  }
  return { pastIds: meetingIds(past), todayIds: meetingIds(todays) };
}
