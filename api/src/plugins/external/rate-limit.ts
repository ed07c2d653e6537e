import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface RateLimitPluginOptions {
  max: number;
  timeWindowMs: number;
}

/** Per caller: the verified e-mail when there is one, else the client address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.identity ? `user:${request.identity.email.toLowerCase()}` : `ip:${request.ip}`;
}

/**
 * Request budget per caller for the routes registered after it in the same scope (the API).
 * It runs on onRequest at route level, after authentication has set `request.identity`.
 */
async function limits(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests: the limit is ${context.max} per ${context.after}. Try again in ${context.after}.`,
    }),
  });
}

export default fp(limits, { name: 'cedar-rate-limit', fastify: '5.x' });
