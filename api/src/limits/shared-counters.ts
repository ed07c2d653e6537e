import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';

/**
 * The Redis connection request budgets and failed sign-ins are counted on, or null to count
 * in this process; `given` (tests) wins over `url`. One made here from RATE_LIMIT_REDIS_URL
 * (`url`) is closed with the app; an outage is logged once when it starts and once when it ends.
 */
export async function sharedCounters(
  app: FastifyInstance,
  url: string | null | undefined,
  given?: Redis | null,
): Promise<Redis | null> {
  if (given !== undefined) return given;
  if (!url) return null;
  const redis = await connectRedis(url);
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    app.log.error({ err: error }, 'Redis does not answer: request budgets and sign-in failures are not counted');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis answers again: request budgets are counted');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
