import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ROLE } from '@cedar/shared/domain';
import { eq } from 'drizzle-orm';
import { listCohortCalendars } from '../../src/db/repositories/calendars.ts';
import {
  type CohortMemberFilter,
  listCohortMemberCards,
  listCohortMembers,
} from '../../src/db/repositories/cohort-members.ts';
import { findCohort, findCohortFacts, findCohortRoom } from '../../src/db/repositories/cohorts.ts';
import { findRunningSession, isSessionRunning } from '../../src/db/repositories/study-sessions.ts';
import { studySessionParticipants } from '../../src/db/schema/index.ts';
import { SEED_COHORTS } from '../../src/db/seed/index.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

// The dashboard's polled panels read the one-statement member cards; they must answer exactly
// what the full member list (the directory's) does for the same filter.
describe('the dashboard panels read lean rows that match the full ones', () => {
  let t: TestDatabase;
  before(async () => {
    t = await openTestDatabase();
  });
  after(async () => {
    await t.close();
  });

  const filters: Omit<CohortMemberFilter, 'cohort_id'>[] = [
    { active: true },
    { active: true, is_visible: true },
    { active: true, exclude_role_ids: [ROLE.learner] },
    {},
  ];

  it("lists each cohort's member cards in the member list's order with the same values", async () => {
    for (const { cohort_id } of SEED_COHORTS) {
      for (const filter of filters) {
        const full = await listCohortMembers(t.db, { cohort_id, ...filter });
        const cards = await listCohortMemberCards(t.db, { cohort_id, ...filter });
        assert.ok(full.length > 0, `cohort ${cohort_id} has members`);
        assert.deepEqual(
          cards,
          full.map(({ user, membership }) => ({
            membership: {
              id: membership.id,
              course_id: membership.course_id,
              cohort_id: membership.cohort_id,
              user_role_id: membership.user_role_id,
              is_visible: membership.is_visible,
            },
            user: {
              id: user.id,
              email: user.email,
              username: user.username,
              first_name: user.first_name,
              last_name: user.last_name,
              preferred_name: user.preferred_name,
              user_image_url: user.user_image_url,
              is_online: user.is_online,
              user_last_seen: user.user_last_seen,
              user_profile_updated_date: user.user_profile_updated_date,
              user_show_timezone: user.user_show_timezone,
              user_timezone: user.user_timezone,
            },
          })),
          `cohort ${cohort_id}, ${JSON.stringify(filter)}`,
        );
      }
    }
  });

  it("reads a cohort's room and active calendars as the full records have them", async () => {
    for (const { cohort_id } of SEED_COHORTS) {
      const full = await findCohort(t.db, cohort_id);
      const calendars = await listCohortCalendars(t.db, cohort_id);
      assert.ok(calendars.length > 0, `cohort ${cohort_id} has calendars`);
      assert.deepEqual(await findCohortRoom(t.db, cohort_id), {
        cohort_id: full!.cohort_id,
        cohort_name: full!.cohort_name,
        zoom_url: full!.zoom_url,
        calendars: calendars.map((c) => ({ calendar_url: c.calendar_url, google_calendar_id: c.google_calendar_id })),
      });
      assert.deepEqual(await findCohortFacts(t.db, cohort_id), {
        cohort_id: full!.cohort_id,
        cohort_name: full!.cohort_name,
        program_id: full!.program_id,
        zoom_url: full!.zoom_url,
      });
    }
    assert.equal(await findCohortRoom(t.db, 999_999), null);
    assert.equal(await findCohortFacts(t.db, 999_999), null);
  });

  it('says a session runs exactly when the full read finds one, the silence rule applied', async () => {
    for (const { cohort_id } of SEED_COHORTS) {
      const hostId = `room-${cohort_id}`;
      assert.equal(
        await isSessionRunning(t.db, hostId, t.now),
        (await findRunningSession(t.db, hostId, t.now)) !== null,
      );
    }
    const running = await Promise.all(
      SEED_COHORTS.map(({ cohort_id }) => isSessionRunning(t.db, `room-${cohort_id}`, t.now)),
    );
    const index = running.indexOf(true);
    assert.ok(index >= 0, 'the demo has a running study session');
    const hostId = `room-${SEED_COHORTS[index]!.cohort_id}`;
    const session = (await findRunningSession(t.db, hostId, t.now))!;
    // Everyone now joined through the portal and went silent 10 minutes ago: the session has ended.
    await t.db
      .update(studySessionParticipants)
      .set({ source: 'portal', last_seen_at: new Date(t.now.getTime() - 10 * 60_000) })
      .where(eq(studySessionParticipants.session_id, session.id));
    assert.equal(await isSessionRunning(t.db, hostId, t.now), false);
    assert.equal(await findRunningSession(t.db, hostId, t.now), null);
  });
});
