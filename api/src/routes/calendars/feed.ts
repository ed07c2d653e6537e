import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarFeedParams, endpoints } from '@cedar/shared/contract';
import { brand, eventKind } from '@cedar/shared/domain';
import { Type } from '@sinclair/typebox';
import { buildCalendarFeed, type FeedEvent } from '../../domain/calendar-feed.ts';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { feedTokenHash } from './subscription.ts';

export interface FeedOptions {
  eventsCalendarId: string;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a subscribed calendar app gets: the last month and the next six. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 183;

/**
 * GET /api/calendar/:token.ics: the classes and events of the token owner's cohorts as an
 * iCalendar feed, times in UTC. Public (calendar apps send no bearer token): the secret
 * token is the key; an unknown or revoked one gets 404.
 */
const feed: FastifyPluginAsyncTypebox<FeedOptions> = async (app, options) => {
  const uidDomain = new URL(options.publicUrl).hostname;
  app.get(
    endpoints.calendarFeed.path,
    {
      schema: {
        tags: ['calendars'],
        summary: 'Your classes and events as an iCalendar feed (secret URL from POST /v1/calendar/subscription)',
        params: CalendarFeedParams,
        response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(404, 429) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const owner = await app.calendarsRepository.feedOwner(feedTokenHash(request.params.token));
      if (!owner) throw notFound('No such calendar feed.');
      const now = app.now();
      const calendars = await app.calendarsRepository.ofMember(owner);
      const events = await app.calendarEvents.eventsBetween(
        calendars.map((c) => c.google_calendar_id),
        new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
        new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
      );
      const feedEvents: FeedEvent[] = events.map((event) => {
        const calendar = calendars.find((c) => c.google_calendar_id === event.google_calendar_id)!;
        return {
          id: event.id,
          summary: event.summary,
          description: event.description,
          start: event.start_date_time,
          end: event.end_date_time,
          url: event.meeting_url,
          kind: eventKind(calendar.calendar_url, options.eventsCalendarId),
          cohortName: calendar.cohort_name,
        };
      });
      const body = buildCalendarFeed({
        name: `${brand.productName} classes and events`,
        uidDomain,
        now,
        events: feedEvents,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
};

export default feed;
