import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, VideoHostQuery, VideoHostsEnvelope } from '@cedar/shared/contract';
import { isVisibleAccount } from '@cedar/shared/domain';
import { errorResponses } from '../schemas.ts';

/** GET /api/v1/videos/hosts?q=: hosts to choose from, by first or last name, at most 20 (§9). */
const hosts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.videoHosts.path,
    {
      schema: {
        tags: ['media'],
        summary: 'Users a video host may be chosen from, by the start of their first or last name (20 at most)',
        querystring: VideoHostQuery,
        response: { 200: VideoHostsEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'videoHostSearcher' },
    },
    async (request) => {
      const found = await app.videosRepository.searchHosts(request.query.q.trim());
      const viewer = request.viewer!.email;
      return { message: { users: found.filter((user) => isVisibleAccount(user.email, viewer)) } };
    },
  );
};

export default hosts;
