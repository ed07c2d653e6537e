import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarEnvelope,
  CohortCalendarParams,
  CohortParams,
  endpoints,
  SaveCohortCalendars,
  SavedCalendarsEnvelope,
  UpdateCohortCalendar,
} from '@cedar/shared/contract';
import { CALENDAR_URL_MESSAGE, calendarIdOfUrl, duplicateCalendarIds } from '@cedar/shared/domain';
import { badRequest, conflict } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['cohort settings'];

/**
 * The cohort's calendars (admin-console §4 Settings, §5 Calendar URL): role 9 adds and changes
 * them; a delete is an update with active false. Staff read them through GET /calendars/.
 */
const cohortCalendarsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.saveCohortCalendars.path,
    {
      schema: {
        tags,
        summary: "Adds and changes the cohort's calendars, all or none",
        params: CohortParams,
        body: SaveCohortCalendars,
        response: { 200: SavedCalendarsEnvelope, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const writes = request.body.calendars;
      if (writes.some((w) => calendarIdOfUrl(w.calendar_url) === null)) throw badRequest(CALENDAR_URL_MESSAGE);
      const ids = writes.flatMap((w) => (w.id === undefined ? [] : [w.id]));
      if (new Set(ids).size !== ids.length) throw badRequest('A calendar is listed twice.');
      const [twice] = duplicateCalendarIds(writes.map((w) => w.calendar_url));
      if (twice) throw conflict(`The calendar ${twice} is listed twice.`);
      const calendars = await app.cohortSettingsGroupsRepository.saveCalendars(
        request.params.cohortId,
        writes,
        request.viewer!.email,
      );
      return { message: { didUpdate: true, name: 'Calendar', calendars } };
    },
  );

  app.put(
    endpoints.updateCohortCalendar.path,
    {
      schema: {
        tags,
        summary: 'Changes one calendar of the cohort; active false deletes it',
        params: CohortCalendarParams,
        body: UpdateCohortCalendar,
        response: { 200: CalendarEnvelope, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const change = request.body;
      if (change.calendar_url !== undefined && calendarIdOfUrl(change.calendar_url) === null) {
        throw badRequest(CALENDAR_URL_MESSAGE);
      }
      const calendar = await app.cohortSettingsGroupsRepository.updateCalendar(
        request.params.cohortId,
        request.params.calId,
        change,
      );
      return { message: { calendar } };
    },
  );
};

export default cohortCalendarsRoutes;
