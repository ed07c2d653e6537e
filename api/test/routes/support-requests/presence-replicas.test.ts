import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import type { SupportPresenceEnvelope } from '@cedar/shared/contract';
import { connectRedis } from '../../../src/limits/redis.ts';
import { openTestDatabase } from '../../helpers/database.ts';
import type { PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';
import { REDIS_URL, testRedis } from '../../helpers/redis.ts';
import { insertSupportFixtures, type SupportFixture } from '../../helpers/support-fixtures.ts';

const { redis: shared, skip } = await testRedis();

describe('who else has a support request open, across two replicas sharing Redis', { skip }, () => {
  const redis = shared!;
  // Keys of this run only, so other runs on the same Redis never meet them.
  const redisPrefix = `cedar-test:${randomUUID()}:`;
  const connections: Redis[] = [];
  let first: TestPortal;
  let second: TestPortal;
  let ids: SupportFixture;
  let now = new Date('2026-11-25T12:00:00Z');

  before(async () => {
    const database = await openTestDatabase({ seed: false });
    connections.push(await connectRedis(REDIS_URL), await connectRedis(REDIS_URL));
    const rateLimit = { max: 10_000, timeWindowMs: 60_000, redisPrefix };
    first = await startTestPortal({ database, rateLimit, redis: connections[0], now: () => now });
    second = await startTestPortal({ database, fixtures: false, rateLimit, redis: connections[1], now: () => now });
    ids = await insertSupportFixtures(first.db);
  });
  after(async () => {
    await second.app.close();
    await first.close();
    for (const connection of connections) await connection.quit();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const beat = async (replica: TestPortal, as: PersonKey, id: number, state = 'viewing') => {
    const response = await replica.request({
      as,
      method: 'POST',
      url: `/api/v1/supportrequests/${id}/presence`,
      payload: { state },
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as SupportPresenceEnvelope).message.presence.map((p) => [p.email, p.state]);
  };

  it('shows staff on one replica to staff on the other, and forgets them when they leave', async () => {
    assert.deepEqual(await beat(first, 'coach', ids.lesson), []);
    assert.deepEqual(await beat(second, 'support', ids.lesson, 'replying'), [['coach@cedar.test', 'viewing']]);
    assert.deepEqual(await beat(first, 'coach', ids.lesson), [['support@cedar.test', 'replying']]);
    // What is written expires by itself.
    const ttl = await redis.pttl(`${redisPrefix}presence:${ids.lesson}`);
    assert.ok(ttl > 0 && ttl <= 30_000, `ttl ${ttl}`);

    const left = await second.request({
      as: 'support',
      method: 'DELETE',
      url: `/api/v1/supportrequests/${ids.lesson}/presence`,
    });
    assert.equal(left.statusCode, 200);
    assert.deepEqual(await beat(first, 'coach', ids.lesson), []);
  });

  it('leaves out a heartbeat older than 30 s, whichever replica took it', async () => {
    await beat(second, 'facilitator', ids.grades);
    now = new Date(now.getTime() + 20_000);
    assert.deepEqual(await beat(first, 'coach', ids.grades), [['facilitator@cedar.test', 'viewing']]);
    now = new Date(now.getTime() + 15_000);
    assert.deepEqual(await beat(first, 'coach', ids.grades), []);
  });

  it('answers nobody else, never an error, while Redis does not answer', async () => {
    const broken = await connectRedis(REDIS_URL);
    const portal = await startTestPortal({
      rateLimit: { max: 10_000, timeWindowMs: 60_000, redisPrefix },
      redis: broken,
      now: () => now,
    });
    try {
      const fixtures = await insertSupportFixtures(portal.db);
      broken.disconnect(false);
      assert.deepEqual(await beat(portal, 'coach', fixtures.lesson), []);
    } finally {
      await portal.close();
    }
  });
});
