import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, RemoteHealthEnvelope } from '@cedar/shared/contract';
import { HEALTH_WINDOW_DAYS } from '../../telemetry/health.ts';
import { errorResponses } from '../schemas.ts';

/**
 * GET /api/v1/acp/remote-health: for Program Managers, each remote's served version and URL
 * with the error rate and p75 vitals of its current and previous version over the last 7 days.
 */
const remoteHealthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.remoteHealth.path,
    {
      schema: {
        tags: ['telemetry'],
        summary: "Each remote's version, error rate and p75 vitals, current against previous version (7 days)",
        response: { 200: RemoteHealthEnvelope, ...errorResponses(401, 403, 429) },
      },
      config: { access: 'programManager' },
    },
    async (_request, reply) => {
      const remotes = await app.remoteHealth();
      return reply.header('cache-control', 'no-store').send({ message: { days: HEALTH_WINDOW_DAYS, remotes } });
    },
  );
};

export default remoteHealthRoute;
