import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { DASHBOARD_SEED } from '../../src/db/seed/dashboard/index.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/index.ts';
import {
  announcements,
  calendarEvents,
  studySessionParticipants,
  studySessions,
  supportRequests,
  userVideoViews,
  users,
  videos,
} from '../../src/db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const FIRST_START = new Date('2026-11-23T09:00:00Z');
const HOUR = 3_600_000;

/**
 * Restarts never delete what users made: the start-up sequence (db/prepare.ts, as server.ts
 * runs it) is run again over the same database, hours and days later, and every recording id,
 * watch record, support request and profile edit is still there.
 */
describe('a restart keeps what users made', () => {
  let t: TestDatabase;
  before(async () => {
    t = await openTestDatabase({ seed: false });
    await prepareDatabase(t.db, { now: FIRST_START });
  });
  after(() => t.close());

  it('keeps every recording id, watch record, support request, profile edit and joined session', async () => {
    const learner = DEMO_ACCOUNTS.find((a) => a.email.includes('learner'))?.email ?? DEMO_ACCOUNTS[0]!.email;
    const demoVideos = await t.db.select().from(videos).where(eq(videos.created_by, DASHBOARD_SEED));
    assert.ok(demoVideos.length > 0, 'the dashboard demo has recordings');
    const watched = demoVideos[0]!;
    await t.db.insert(userVideoViews).values({
      user_email: learner,
      video_id: watched.id,
      segments: [{ start: 0, stop: 30 }],
      watched_seconds: 30,
    } as typeof userVideoViews.$inferInsert);
    const [cohortOf] = await t.db.select().from(studySessions).where(eq(studySessions.created_by, DASHBOARD_SEED));
    assert.ok(cohortOf, 'the demo has a running study session');
    await t.db.insert(studySessionParticipants).values({
      session_id: cohortOf.id,
      user_email: learner,
      source: 'portal',
      joined_at: FIRST_START,
      last_seen_at: FIRST_START,
    } as typeof studySessionParticipants.$inferInsert);
    await t.db.insert(supportRequests).values({
      request_type_id: 3,
      description: 'struggling=<p>Loops</p>',
      cohort_id: cohortOf.cohort_id,
      user_email: learner,
      source: 'my_cedar',
    });
    await t.db.update(users).set({ user_fun_fact: 'I restart servers for fun' }).where(eq(users.email, learner));

    const snapshot = async () => ({
      videoIds: (await t.db.select({ id: videos.id }).from(videos).orderBy(asc(videos.id))).map((v) => v.id),
      views: await t.db.select().from(userVideoViews).orderBy(asc(userVideoViews.id)),
      requests: await t.db.select().from(supportRequests).orderBy(asc(supportRequests.id)),
      joined: await t.db
        .select()
        .from(studySessionParticipants)
        .where(eq(studySessionParticipants.user_email, learner)),
      funFact: (await t.db.select().from(users).where(eq(users.email, learner)))[0]!.user_fun_fact,
      announcements: (await t.db.select({ id: announcements.id }).from(announcements)).map((a) => a.id).sort(),
    });
    const before = await snapshot();
    for (const later of [3 * HOUR, 26 * HOUR, 8 * 24 * HOUR]) {
      await prepareDatabase(t.db, { now: new Date(FIRST_START.getTime() + later) });
      const after = await snapshot();
      for (const id of before.videoIds)
        assert.ok(after.videoIds.includes(id), `video ${id} kept after +${later / HOUR} h`);
      assert.deepEqual(after.views, before.views, 'watch data kept');
      assert.deepEqual(after.requests, before.requests, 'support requests kept');
      assert.deepEqual(after.joined, before.joined, 'the learner still in the session they joined');
      assert.equal(after.funFact, before.funFact, 'profile edit kept');
      for (const id of before.announcements) assert.ok(after.announcements.includes(id), `announcement ${id} kept`);
    }
    // The demo is still alive: today's events are placed around the latest start.
    const latest = new Date(FIRST_START.getTime() + 8 * 24 * HOUR);
    const today = await t.db.select().from(calendarEvents);
    assert.ok(
      today.some((e) => e.start_date_time <= latest && e.end_date_time >= latest),
      'a class is on at the latest start',
    );
  });
});
