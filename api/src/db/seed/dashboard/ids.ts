import { createHash } from 'node:crypto';

/** Marks the dashboard's demo rows, so each start can replace them without touching real ones. */
export const DASHBOARD_SEED = 'seed:dashboard';

/** A stable UUID (version 4 layout) derived from a key: the same demo row gets the same id everywhere. */
export function uuidFrom(key: string): string {
  const hex = createHash('sha256').update(`cedar-demo:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The Google-style calendar id of a cohort's classes. */
export const classCalendarId = (cohortId: number) => `cohort-${cohortId}-classes@cedar.academy`;

/** A calendar's embed URL: its `src` names the calendar (§3). */
export const calendarUrlOf = (googleCalendarId: string) =>
  `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(googleCalendarId)}&ctz=America%2FNew_York`;

/** The meeting link of a cohort's office hours (a room of its own, unlike classes). */
export const officeHoursUrl = (cohortId: number) => `https://zoom.example.com/j/${8_300_000_000 + cohortId}`;

/** The webinar link of the speakers-and-events calendar. */
export const WEBINAR_URL = 'https://zoom.example.com/j/85550001234';
