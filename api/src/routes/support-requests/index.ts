import type { FastifyInstance } from 'fastify';
import create, { type CreateSupportRequestOptions } from './create.ts';
import mine from './mine.ts';

/** Support requests from the dashboard: sending one, and the sender's own list. */
export default async function supportRequestsRoutes(
  app: FastifyInstance,
  options: CreateSupportRequestOptions,
): Promise<void> {
  await app.register(create, options);
  await app.register(mine);
}
