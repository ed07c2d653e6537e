import type { FastifyInstance } from 'fastify';
import cohortEvents from './cohort-events.ts';
import feed from './feed.ts';
import list from './list.ts';
import subscription from './subscription.ts';

export interface CalendarsRoutesOptions {
  eventsCalendarId: string;
  publicUrl: string;
}

/** Calendars: a cohort's calendars and events, the personal feed and its subscription. */
export default async function calendarsRoutes(app: FastifyInstance, options: CalendarsRoutesOptions): Promise<void> {
  await app.register(list);
  await app.register(cohortEvents, { eventsCalendarId: options.eventsCalendarId });
  await app.register(subscription, { publicUrl: options.publicUrl });
  await app.register(feed, options);
}
