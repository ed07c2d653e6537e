import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { isApiRoute } from '../app/routed.ts';

export interface RateLimitPluginOptions {
  max: number;
  timeWindowMs: number;
  /** Count in Redis, shared by every replica (RATE_LIMIT_REDIS_URL); else in this process. */
  redis?: Redis | null;
  /** What the keys in Redis start with (default `cedar:`). */
  redisPrefix?: string;
}

/** Per caller: the verified e-mail when there is one, else the client address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.identity ? `user:${request.identity.email.toLowerCase()}` : `ip:${request.ip}`;
}

function windowText(ms: number): string {
  if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}

/**
 * The API is budgeted; static files are not, unless a route asks for its own limit. The
 * matched route decides, not the raw URL, which may spell the API's path percent-encoded.
 */
export function isBudgeted(request: FastifyRequest): boolean {
  return isApiRoute(request) || typeof request.routeOptions.config.rateLimit === 'object';
}

/**
 * Request budget per caller. It runs on onRequest at route level, after authentication has
 * set `request.identity`, so a signed-in user has one budget wherever they call from.
 */
async function limits(app: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: rateLimitKey,
    // In Redis every replica counts against one budget per caller. When Redis does not answer
    // the request goes through unbudgeted rather than failing (the app logs the outage).
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${options.redisPrefix ?? 'cedar:'}rate:`, skipOnError: true }
      : {}),
    allowList: (request) => !isBudgeted(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests: the limit is ${context.max} per ${windowText(options.timeWindowMs)}. Try again in ${context.after}.`,
    }),
  });
}

export default fp(limits, { name: 'cedar-rate-limit', fastify: '5.x' });
