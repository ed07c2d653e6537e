import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { loadConfig } from '../../src/config.ts';
import { connectRedis } from '../../src/limits/redis.ts';
import { RedisLoginThrottle } from '../../src/oidc/redis-login-throttle.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { REDIS_URL, testRedis } from '../helpers/redis.ts';

const { redis: shared, skip } = await testRedis();

describe('counts in Redis, shared by replicas', { skip }, () => {
  const redis = shared!;
  after(() => redis.quit());

  describe('request budget', () => {
    let first: TestPortal;
    let second: TestPortal;
    const connections: Redis[] = [];
    before(async () => {
      // Two replicas of the API, each with its own connection to the same Redis.
      const rateLimit = { max: 6, timeWindowMs: 60_000 };
      connections.push(await connectRedis(REDIS_URL), await connectRedis(REDIS_URL));
      first = await startTestPortal({ rateLimit, redis: connections[0] });
      second = await startTestPortal({ rateLimit, redis: connections[1] });
    });
    after(async () => {
      await first.close();
      await second.close();
      for (const connection of connections) await connection.quit();
    });

    it('trips at the configured total when a caller alternates replicas', async () => {
      // A caller of this run only: counts of earlier runs live on in Redis for the window.
      const caller = `learner-${randomUUID()}@cedar.test`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const replica = i % 2 === 0 ? first : second;
        const answer = await replica.request({ as: caller, method: 'GET', url: '/api/v1/users/by/nobody@cedar.test' });
        statuses.push(answer.statusCode);
      }
      // Each replica saw four requests, under the limit of six on its own: the seventh is refused.
      assert.deepEqual(
        statuses.map((status) => status === 429),
        [false, false, false, false, false, false, true, true],
        `statuses ${statuses.join(' ')}`,
      );
    });

    it('lets requests through when Redis does not answer', async () => {
      const broken = await connectRedis(REDIS_URL);
      const portal = await startTestPortal({ rateLimit: { max: 1, timeWindowMs: 60_000 }, redis: broken });
      try {
        broken.disconnect(false);
        const caller = `learner-${randomUUID()}@cedar.test`;
        for (let i = 0; i < 3; i++) {
          const answer = await portal.request({ as: caller, method: 'GET', url: '/api/v1/users/by/nobody@cedar.test' });
          assert.notEqual(answer.statusCode, 429);
        }
      } finally {
        await portal.close();
      }
    });
  });

  describe('failed sign-ins', () => {
    it('makes an account wait whichever replica the guesses reach', async () => {
      const prefix = `cedar-test:${randomUUID()}:`;
      const options = { prefix, freeFailures: 2, baseDelayMs: 30_000 };
      const replicas = [new RedisLoginThrottle(redis, options), new RedisLoginThrottle(redis, options)];
      const email = 'Lena@cedar.test';
      assert.equal(await replicas[0]!.check(email, '203.0.113.7'), null);
      await replicas[0]!.recordFailure(email, '203.0.113.7');
      await replicas[1]!.recordFailure(' lena@cedar.test', '198.51.100.9');
      const refusal = await replicas[1]!.check(email, '192.0.2.1');
      assert.equal(refusal?.reason, 'account');
      assert.ok(refusal!.retryAfterSeconds > 25 && refusal!.retryAfterSeconds <= 30);
      // A success on either replica forgets the account's failures.
      await replicas[0]!.recordSuccess(email);
      assert.equal(await replicas[1]!.check(email, '192.0.2.1'), null);
      await redis.del(`${prefix}address:203.0.113.7`, `${prefix}address:198.51.100.9`);
    });

    it('refuses an address past its limit across replicas, and only that address', async () => {
      const prefix = `cedar-test:${randomUUID()}:`;
      const options = { prefix, addressLimit: 4, addressWindowMs: 60_000 };
      const replicas = [new RedisLoginThrottle(redis, options), new RedisLoginThrottle(redis, options)];
      for (let i = 0; i < 4; i++) await replicas[i % 2]!.recordFailure(`guess${i}@cedar.test`, '198.51.100.9');
      const refusal = await replicas[0]!.check('someone@cedar.test', '198.51.100.9');
      assert.equal(refusal?.reason, 'address');
      assert.ok(refusal!.retryAfterSeconds > 55 && refusal!.retryAfterSeconds <= 60);
      assert.equal(await replicas[1]!.check('someone@cedar.test', '203.0.113.7'), null);
      const keys = await redis.keys(`${prefix}*`);
      assert.ok(keys.length > 0);
      // Everything it wrote expires by itself.
      for (const key of keys) assert.ok((await redis.pttl(key)) > 0, `${key} has no expiry`);
      await redis.del(...keys);
    });

    it('checks the attempt when Redis does not answer', async () => {
      const broken = await connectRedis(REDIS_URL);
      broken.disconnect(false);
      const errors: unknown[] = [];
      const throttle = new RedisLoginThrottle(broken, { onError: (error) => errors.push(error) });
      await throttle.recordFailure('lena@cedar.test', '203.0.113.7');
      assert.equal(await throttle.check('lena@cedar.test', '203.0.113.7'), null);
      assert.equal(errors.length, 2);
    });
  });

  it('RATE_LIMIT_REDIS_URL takes redis:// and rediss:// URLs only', () => {
    assert.equal(loadConfig({}).rateLimit.redisUrl, null);
    assert.equal(loadConfig({ RATE_LIMIT_REDIS_URL: REDIS_URL }).rateLimit.redisUrl, REDIS_URL);
    assert.throws(() => loadConfig({ RATE_LIMIT_REDIS_URL: 'http://127.0.0.1:6379' }), /RATE_LIMIT_REDIS_URL/);
  });
});
