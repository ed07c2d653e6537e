import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementsEnvelope, AnnouncementsQuery, endpoints } from '@cedar/shared/contract';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/announcements?cohort_id=&filtered=true&expand=cohorts&audience=1: what members of
 * the cohort see now (for everyone, its program or the cohort; posted, not expired), newest first.
 */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.announcements.path,
    {
      schema: {
        tags: ['announcements'],
        summary: "Announcements live now for a cohort's members, newest first",
        querystring: AnnouncementsQuery,
        response: { 200: AnnouncementsEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      const cohort = await app.cohortsRepository.facts(request.query.cohort_id);
      if (!cohort) throw notFound('No such cohort.');
      return { message: { announcements: await app.announcementsRepository.listLive(cohort, app.now()) } };
    },
  );
};

export default list;
