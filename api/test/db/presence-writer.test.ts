import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { findUserByEmail } from '../../src/db/repositories/users.ts';
import { presenceWriter } from '../../src/db/repositories/presence-writer.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let t: TestDatabase;
before(async () => {
  t = await openTestDatabase();
});
after(() => t.close());

const LEARNERS = ['learner@cedar.test', 'coach@cedar.test', 'support@cedar.test', 'facilitator@cedar.test'];

describe('presence writer (heartbeats and beacons in batches)', () => {
  test('calls that arrive while a write is under way share the next statement', async () => {
    const writer = presenceWriter(t.db);
    const now = new Date('2026-11-21T16:00:00.000Z');
    const before = t.queryCount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => writer.set(LEARNERS[i % LEARNERS.length]!, true, now)),
    );
    // The first call is written alone; the 39 that queued behind it go in one more statement.
    assert.equal(t.queryCount() - before, 2);
    for (const answer of answers) assert.deepEqual(answer, { is_online: true, user_last_seen: now.toISOString() });
    for (const email of LEARNERS) {
      const user = await findUserByEmail(t.db, email);
      assert.equal(user?.is_online, true, email);
      assert.equal(user?.user_last_seen, now.toISOString(), email);
    }
  });

  test('a beacon queued after a heartbeat of the same user leaves them offline, and both callers hear so', async () => {
    const writer = presenceWriter(t.db);
    const first = writer.set('support@cedar.test', true, new Date('2026-11-21T16:01:00.000Z'));
    const beat = writer.set('Learner@Cedar.test', true, new Date('2026-11-21T16:01:00.000Z'));
    const beacon = writer.set('learner@cedar.test', false, new Date('2026-11-21T16:01:01.000Z'));
    await first;
    const offline = { is_online: false, user_last_seen: '2026-11-21T16:01:01.000Z' };
    assert.deepEqual(await beat, offline);
    assert.deepEqual(await beacon, offline);
    assert.equal((await findUserByEmail(t.db, 'learner@cedar.test'))?.is_online, false);
  });

  test('an unknown user is answered null, beside a known one in the same batch', async () => {
    const writer = presenceWriter(t.db);
    const now = new Date('2026-11-21T16:02:00.000Z');
    const [first, ghost, known] = await Promise.all([
      writer.set('coach@cedar.test', true, now),
      writer.set('ghost@cedar.test', true, now),
      writer.set('facilitator@cedar.test', true, now),
    ]);
    assert.equal(first?.is_online, true);
    assert.equal(ghost, null);
    assert.deepEqual(known, { is_online: true, user_last_seen: now.toISOString() });
  });

  test('a failed write rejects its batch only: the next calls are written', async () => {
    let failNext = true;
    const failing = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'execute' && failNext) {
          failNext = false;
          return () => Promise.reject(new Error('connection lost'));
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const writer = presenceWriter(failing);
    const now = new Date('2026-11-21T16:03:00.000Z');
    await assert.rejects(writer.set('learner@cedar.test', true, now), /connection lost/);
    assert.deepEqual(await writer.set('learner@cedar.test', true, now), {
      is_online: true,
      user_last_seen: now.toISOString(),
    });
  });
});
