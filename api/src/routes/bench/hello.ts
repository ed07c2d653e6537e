import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Hello = Type.Object({ hello: Type.Literal('world') });

/**
 * GET /api/bench/hello: the benchmark's baseline (`npm run bench`), registered only with
 * BENCH_ENDPOINTS=1, which the bench sets. It passes through the same hooks as every API route
 * (authentication, access, rate limit) and does no work, so the cost of a real endpoint shows
 * as the difference.
 */
const hello: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bench/hello',
    {
      schema: { tags: ['health'], summary: 'Hello world, the benchmark baseline', response: { 200: Hello } },
      config: { access: 'public' },
    },
    async () => ({ hello: 'world' }) as const,
  );
};

export default hello;
