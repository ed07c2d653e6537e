import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementReachEnvelope, AnnouncementReachQuery, endpoints } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import { resolvedAudience } from './content.ts';

/**
 * GET /api/announcements/reach?audience=&program_id=&cohort_id=: how many learners in how many
 * cohorts an audience reaches today, for the preview before Schedule. Only for an audience the
 * caller may post to.
 */
const reach: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.announcementReach.path,
    {
      schema: {
        tags: ['announcements'],
        summary: 'Learners and cohorts an announcement audience reaches today',
        querystring: AnnouncementReachQuery,
        response: { 200: AnnouncementReachEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'announcementAuthor' },
    },
    async (request) => {
      const target = await resolvedAudience(app, request.query);
      return { message: await app.announcementsRepository.reach({ audience: request.query.audience, ...target }) };
    },
  );
};

export default reach;
