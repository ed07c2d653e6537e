import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarsEnvelope, CalendarsQuery, endpoints } from '@cedar/shared/contract';
import { routePath } from '../../domain/api-paths.ts';
import { errorResponses } from '../schemas.ts';

/** GET /api/calendars/?cohort_id=: the cohort's active calendars (§7). */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePath(endpoints.calendars.path),
    {
      schema: {
        tags: ['calendars'],
        summary: "A cohort's active calendars",
        querystring: CalendarsQuery,
        response: { 200: CalendarsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => ({ message: { calendars: await app.calendarsRepository.ofCohort(request.query.cohort_id) } }),
  );
};

export default list;
