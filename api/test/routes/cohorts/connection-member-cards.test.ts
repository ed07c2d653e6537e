import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConnectionEnvelope } from '@cedar/shared/contract';
import { openTestDatabase, type TestDatabase } from '../../helpers/database.ts';
import { COHORT_A } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const panel = `/api/v1/cohort/${COHORT_A}/connection?view=panel`;

describe("the connection answer's member cards: read once per change for the whole cohort (ADR 0046)", () => {
  let now = new Date('2026-11-21T10:00:00.000Z');
  let database: TestDatabase;
  let portal: TestPortal;
  before(async () => {
    database = await openTestDatabase({ seed: false });
    portal = await startTestPortal({ database, now: () => now });
  });
  after(() => portal.close());

  const poll = async (as: string) => {
    const response = await portal.request({ as, method: 'GET', url: panel });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as ConnectionEnvelope).message.cohort;
  };
  const queriesOf = async (as: string) => {
    const before = database.queryCount();
    await poll(as);
    return database.queryCount() - before;
  };
  const beat = async (as: string) =>
    assert.equal((await portal.request({ as, method: 'POST', url: '/api/v1/presence/heartbeat' })).statusCode, 200);

  it("a classmate's first poll after a learner's does not read the cohort's members again", async () => {
    const learner = await queriesOf('learner');
    const classmate = await queriesOf('classmate');
    assert.equal(classmate, learner - 1, `learner ${learner} queries, classmate ${classmate}`);
  });

  it('a change to the cohort is read by the next poll', async () => {
    const before = (await poll('learner')).learner_summary!.online_count;
    await beat('private');
    assert.equal((await poll('classmate')).learner_summary!.online_count, before + 1);
  });

  it("after an 'online' fades by the clock, the members are read again with their latest heartbeats", async () => {
    // Long after the last test's heartbeat: the classmate comes online afresh.
    now = new Date(now.getTime() + 10 * 60_000);
    await beat('private');
    const online = (await poll('learner')).learner_summary!.online_count;
    // Four minutes on they beat again: still online, which bumps no version.
    now = new Date(now.getTime() + 4 * 60_000);
    await beat('private');
    // Past the first heartbeat's five minutes: rows kept from before would show them offline.
    now = new Date(now.getTime() + 90_000);
    assert.equal((await poll('classmate')).learner_summary!.online_count, online);
  });
});
