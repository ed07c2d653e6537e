import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CalendarEventsAdapter, calendarEventsAdapterFor } from '../../adapters/calendars/index.ts';
import { type CrmAdapter, crmAdapterFor } from '../../adapters/crm/index.ts';
import { type LmsAdapter, lmsAdapterFor } from '../../adapters/lms/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The course-management system: the demo catalogue or Canvas (adapters/lms). */
    lms: LmsAdapter;
    /** Where calendar events come from: the database or Google Calendar (adapters/calendars). */
    calendarEvents: CalendarEventsAdapter;
    /** The CRM the Handshake upload feeds: stored records or HubSpot (adapters/crm). */
    crm: CrmAdapter;
  }
}

/** Decorates the app with the LMS, calendar and CRM adapters the configuration names (app.adapters). */
export default fp(
  async (app: FastifyInstance) => {
    const config = app.adapters;
    app.decorate('lms', lmsAdapterFor(config.lms));
    app.decorate('calendarEvents', calendarEventsAdapterFor(config.calendars, app.calendarsRepository));
    app.decorate('crm', crmAdapterFor(config.crm, app.db));
  },
  { name: 'cedar-integrations', fastify: '5.x', dependencies: ['cedar-outbox', 'cedar-calendars-repository'] },
);
