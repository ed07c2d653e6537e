import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementHistoryEnvelope, AnnouncementHistoryQuery, endpoints } from '@cedar/shared/contract';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/announcements/history?cohort_id=: the console's announcement history of a cohort:
 * everything that reaches its members (its own, its program's, everyone's), queued, active
 * and expired alike, deleted ones never; newest schedule first, with each one's reach.
 */
const history: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.announcementHistory.path,
    {
      schema: {
        tags: ['announcements'],
        summary: "A cohort's announcement history for the console, whatever each one's status",
        querystring: AnnouncementHistoryQuery,
        response: { 200: AnnouncementHistoryEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'announcementReader' },
    },
    async (request) => {
      const cohort = await app.cohortsRepository.facts(request.query.cohort_id);
      if (!cohort) throw notFound('No such cohort.');
      return { message: { announcements: await app.announcementsRepository.listHistory(cohort) } };
    },
  );
};

export default history;
