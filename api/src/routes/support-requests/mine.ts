import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, MySupportRequestsEnvelope } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';

/** GET /api/v1/supportrequests/mine: the caller's own requests with status and last update ("My requests"). */
const mine: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.mySupportRequests.path,
    {
      schema: {
        tags: ['support requests'],
        summary: 'Your support requests with their status, latest update first',
        response: { 200: MySupportRequestsEnvelope, ...errorResponses(401, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => ({
      message: { support_requests: await app.supportRequestsRepository.listOwn(request.viewer!.email) },
    }),
  );
};

export default mine;
