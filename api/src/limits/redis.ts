import { Redis } from 'ioredis';

/**
 * The Redis connection that request budgets and sign-in failures are counted on
 * (RATE_LIMIT_REDIS_URL), shared by every replica behind one address. Resolves once
 * connected, so a wrong address stops start-up. Afterwards a command never waits for a lost
 * connection (no offline queue, one attempt): the callers count it as an error and let the
 * request through (request budgets fail open, logged), while the client reconnects.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // Reconnect with growing pauses, up to 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors surface on the commands; without a listener ioredis would print each one.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`RATE_LIMIT_REDIS_URL: cannot reach Redis (${(error as Error).message})`, { cause: error });
  }
  return redis;
}
