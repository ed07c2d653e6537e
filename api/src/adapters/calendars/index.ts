import type { CalendarEventRow } from '../../db/repositories/calendars.ts';
import type { CalendarsRepository } from '../../repositories/calendars.ts';
import type { AdaptersConfig } from '../config.ts';
import { ExternalServiceError, fetchJson } from '../http.ts';

/** A calendar event as the dashboard and the feeds show it. */
export type CalendarEvent = Omit<CalendarEventRow, 'created_by'>;

/** Where calendar events come from. */
export interface CalendarEventsAdapter {
  readonly kind: 'database' | 'google';
  /** The events of the given calendars that start in [start, end), by start. */
  eventsBetween(googleCalendarIds: string[], start: Date, end: Date): Promise<CalendarEvent[]>;
}

/** The embedded default: the calendar_events table. */
export function databaseCalendars(repository: Pick<CalendarsRepository, 'eventsBetween'>): CalendarEventsAdapter {
  return { kind: 'database', eventsBetween: (ids, start, end) => repository.eventsBetween(ids, start, end) };
}

/** An event of Google Calendar's `events.list` answer (the fields used). */
interface GoogleEvent {
  id: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  hangoutLink?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
}

interface GoogleEventsPage {
  items?: GoogleEvent[];
  nextPageToken?: string;
}

const MAX_PAGES = 50;

/** An all-day event (`date`) starts at midnight UTC of that day. */
const instant = (time: GoogleEvent['start']) =>
  time?.dateTime ? new Date(time.dateTime) : time?.date ? new Date(`${time.date}T00:00:00Z`) : null;

/** The event's meeting link: its video entry point, its Meet link, or a URL given as location. */
function meetingUrl(event: GoogleEvent): string | null {
  const video = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri;
  if (video) return video;
  if (event.hangoutLink) return event.hangoutLink;
  return event.location && /^https?:\/\//.test(event.location) ? event.location : null;
}

/**
 * Google Calendar API v3 `events.list` with an API key (public calendars) or an OAuth access
 * token (a service account's), expanding recurring events, following `nextPageToken`.
 */
export function googleCalendars(settings: {
  apiUrl: string;
  apiKey: string | null;
  token: string | null;
}): CalendarEventsAdapter {
  async function list(calendarId: string, start: Date, end: Date): Promise<CalendarEvent[]> {
    const events: CalendarEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page === 0 || pageToken; page++) {
      if (page === MAX_PAGES) throw new ExternalServiceError('Google Calendar', 0, `more than ${MAX_PAGES} pages`);
      const query = new URLSearchParams({
        timeMin: start.toISOString(),
        timeMax: end.toISOString(),
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '250',
      });
      if (pageToken) query.set('pageToken', pageToken);
      if (settings.apiKey) query.set('key', settings.apiKey);
      const url = `${settings.apiUrl}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?${query}`;
      const headers: Record<string, string> = settings.token ? { authorization: `Bearer ${settings.token}` } : {};
      const { body } = await fetchJson<GoogleEventsPage>('Google Calendar', url, { headers });
      for (const item of body?.items ?? []) {
        const from = instant(item.start);
        const to = instant(item.end) ?? from;
        if (item.status === 'cancelled' || !from || !to) continue;
        // Google returns events overlapping the window; the dashboard's window is by start.
        if (from < start || from >= end) continue;
        events.push({
          id: item.id,
          google_calendar_id: calendarId,
          summary: item.summary ?? '',
          description: item.description ?? null,
          start_date_time: from,
          end_date_time: to < from ? from : to,
          meeting_url: meetingUrl(item),
        });
      }
      pageToken = body?.nextPageToken;
    }
    return events;
  }

  return {
    kind: 'google',
    async eventsBetween(ids, start, end) {
      const lists = await Promise.all([...new Set(ids)].map((id) => list(id, start, end)));
      return lists
        .flat()
        .sort((a, b) => a.start_date_time.getTime() - b.start_date_time.getTime() || a.id.localeCompare(b.id));
    },
  };
}

export function calendarEventsAdapterFor(
  config: AdaptersConfig['calendars'],
  repository: Pick<CalendarsRepository, 'eventsBetween'>,
): CalendarEventsAdapter {
  return config.kind === 'google' ? googleCalendars(config) : databaseCalendars(repository);
}
