import type { Redis } from 'ioredis';
import { connectRedis } from '../../src/limits/redis.ts';

/** The Redis the tests of shared state use: REDIS_URL, else the machine's own. */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * A connection to the tests' Redis, or why there is none: those tests are then skipped with
 * that reason (printed), as on a machine without Redis.
 */
export async function testRedis(): Promise<{ redis: Redis; skip: false } | { redis: null; skip: string }> {
  try {
    return { redis: await connectRedis(REDIS_URL), skip: false };
  } catch (error) {
    const skip = `no Redis at ${REDIS_URL} (${(error as Error).message}); set REDIS_URL to run these tests`;
    console.log(`# skipped: ${skip}`);
    return { redis: null, skip };
  }
}
