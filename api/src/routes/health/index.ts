import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@cedar/shared/contract';
import { sendError } from '../../plugins/app/errors.ts';
import { errorResponses } from '../schemas.ts';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });
const Live = Type.Object({ status: Type.Literal('ok') });

/**
 * Health for load balancers and orchestrators:
 * - GET /api/health/live: the process answers (liveness: restart it when this fails);
 * - GET /api/health/ready and GET /api/health: 200 while the database answers a query, 503
 *   when it does not (readiness: send it no traffic meanwhile; the process itself is fine).
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const, rateLimit: false as const };

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.pingDatabase();
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' } as const);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return sendError(reply, 503, 'The database is not reachable.');
    }
  };

  app.get(
    endpoints.health.path,
    {
      schema: {
        tags: ['health'],
        summary: 'Database check (as /health/ready)',
        response: { 200: Health, ...errorResponses(503) },
      },
      config,
    },
    ready,
  );

  app.get(
    endpoints.healthReady.path,
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while the database is unreachable',
        response: { 200: Health, ...errorResponses(503) },
      },
      config,
    },
    ready,
  );

  app.get(
    endpoints.healthLive.path,
    {
      schema: { tags: ['health'], summary: 'Liveness: the process is up (no database check)', response: { 200: Live } },
      config,
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' } as const),
  );
};

export default health;
