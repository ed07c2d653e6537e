import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ProfilesEnvelope, StartupEnvelope } from '@cedar/shared/contract';
import { STORED_FOCUS_TIME_SHAPES } from '@cedar/shared/testing/focus-time-shapes';
import { users } from '../../../src/db/schema/index.ts';
import { PEOPLE } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

// The API reads every stored shape of focus time as the profile pages do: both use
// normaliseFocusTime of @cedar/shared/domain, and both tests read this one table.
describe('focus time as the API sends it', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.close());

  const store = async (stored: unknown) => {
    await portal.db
      .update(users)
      .set({ user_focus_time: stored as never })
      .where(eq(users.email, PEOPLE.coach.email));
    // Written behind the API's back: the remembered start-up answer must be dropped (ADR 0033).
    portal.app.changes.bump(['all']);
  };

  for (const shape of STORED_FOCUS_TIME_SHAPES) {
    it(`reads ${shape.name} as the profile page does`, async () => {
      await store(shape.stored);
      const profile = await portal.request({
        as: 'facilitator',
        method: 'GET',
        url: `/api/v1/users/by/${encodeURIComponent(PEOPLE.coach.email)}`,
      });
      assert.equal(profile.statusCode, 200, profile.body);
      assert.deepEqual((profile.json() as ProfilesEnvelope).message.users[0]?.user_focus_time, shape.reads);

      const startup = await portal.request({
        as: 'coach',
        method: 'GET',
        url: `/api/v1/users/startup?username=${encodeURIComponent(PEOPLE.coach.email)}&expand=courses,cohorts,programs`,
      });
      assert.equal(startup.statusCode, 200, startup.body);
      assert.deepEqual((startup.json() as StartupEnvelope).message.users[0]?.user_focus_time, shape.reads);
    });
  }
});
