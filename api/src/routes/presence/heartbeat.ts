import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, PresenceEnvelope } from '@cedar/shared/contract';
import { notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';

/**
 * POST /api/v1/presence/heartbeat: an open tab calls it every 60 s; the caller shows as online
 * while seen in the last 5 minutes (DECISIONS.md), so a crashed browser leaves no ghost.
 */
const heartbeat: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.presenceHeartbeat.path,
    {
      schema: {
        tags: ['presence'],
        summary: 'Marks the caller online, last seen now',
        response: { 200: PresenceEnvelope, ...errorResponses(401, 404, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const presence = await app.usersRepository.setPresence(request.viewer!.email, true, app.now());
      if (!presence) throw notFound('No such user.');
      return { message: presence };
    },
  );
};

export default heartbeat;
