import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type CalendarWithEvents,
  CohortCalendarsEnvelope,
  CohortCalendarsQuery,
  CohortParams,
  endpoints,
} from '@cedar/shared/contract';
import { calendarWindow, eventKind, isKnownTimeZone } from '@cedar/shared/domain';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

export interface CohortEventsOptions {
  /** The speakers-and-events calendar: its events are of kind `event`. */
  eventsCalendarId: string;
}

/**
 * GET /api/v1/cohort/:cohortId/calendars: the cohort's calendars with their events from 7 days
 * before to 7 days after today, "today" in `time_zone`, else the caller's profile zone, else UTC.
 */
const cohortEvents: FastifyPluginAsyncTypebox<CohortEventsOptions> = async (app, options) => {
  app.get(
    endpoints.cohortCalendars.path,
    {
      schema: {
        tags: ['calendars'],
        summary: "A cohort's calendars with events from 7 days before to 7 days after today",
        params: CohortParams,
        querystring: CohortCalendarsQuery,
        response: { 200: CohortCalendarsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      let timeZone = request.query.time_zone;
      if (timeZone !== undefined && !isKnownTimeZone(timeZone)) throw badRequest(`Unknown time zone ${timeZone}.`);
      if (timeZone === undefined) {
        const own = (await app.usersRepository.timeZoneOf(request.viewer!.email))?.time_zone_id;
        timeZone = own && isKnownTimeZone(own) ? own : 'UTC';
      }
      const window = calendarWindow(app.now(), timeZone);
      const calendars = await app.calendarsRepository.ofCohort(request.params.cohortId);
      const events = await app.calendarEvents.eventsBetween(
        calendars.map((c) => c.google_calendar_id),
        window.start,
        window.end,
      );
      const withEvents: CalendarWithEvents[] = calendars.map((calendar) => {
        const kind = eventKind(calendar.calendar_url, options.eventsCalendarId);
        const calendar_events = events
          .filter((event) => event.google_calendar_id === calendar.google_calendar_id)
          .map((event) => ({
            id: event.id,
            summary: event.summary,
            description: event.description,
            start_date_time: event.start_date_time.toISOString(),
            end_date_time: event.end_date_time.toISOString(),
            meeting_url: event.meeting_url,
            calendar_url: calendar.calendar_url,
            google_calendar_id: event.google_calendar_id,
            kind,
          }));
        return { ...calendar, kind, calendar_events };
      });
      const span = { start: window.start.toISOString(), end: window.end.toISOString(), time_zone: timeZone };
      return { message: { calendars: withEvents, window: span } };
    },
  );
};

export default cohortEvents;
