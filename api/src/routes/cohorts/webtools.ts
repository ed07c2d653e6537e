import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, endpoints, WebtoolsEnvelope, WebtoolsQuery } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';

/** GET /api/v1/cohort/:cohortId/webtools?is_active=true: the online tools assigned to the cohort. */
const webtoolsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.cohortWebtools.path,
    {
      schema: {
        tags: ['cohorts'],
        summary: 'The online tools assigned to the cohort',
        params: CohortParams,
        querystring: WebtoolsQuery,
        response: { 200: WebtoolsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => ({
      message: { webtools: await app.cohortsRepository.webtools(request.params.cohortId, request.query.is_active) },
    }),
  );
};

export default webtoolsRoute;
