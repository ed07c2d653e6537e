import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@cedar/shared/contract';
import { sendError } from '../../plugins/app/errors.ts';
import { errorResponses } from '../schemas.ts';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });

/** GET /api/health: 200 while the database answers a query, 503 when it does not. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.health.path,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: Health, ...errorResponses(503) },
      },
      config: { access: 'public', rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.pingDatabase();
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' } as const);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(reply, 503, 'The database is not reachable.');
      }
    },
  );
};

export default health;
