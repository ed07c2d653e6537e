import type { Database } from '../../src/db/client.ts';
import { savedReplies, supportRequests, users } from '../../src/db/schema/index.ts';
import { COHORT_A, COHORT_B, PEOPLE } from './fixtures.ts';
import { eq } from 'drizzle-orm';

/** The support requests of the triage tests, by the part they play. */
export interface SupportFixture {
  lesson: number;
  personal: number;
  grades: number;
  otherCohort: number;
}

export const SUPPORT_CREATED = new Date('2026-11-20T15:00:00Z');

/** Cohort A: a lesson request of the learner (who has a Slack id), a personal one, a grades one; cohort B: one. */
export async function insertSupportFixtures(db: Database): Promise<SupportFixture> {
  await db.update(users).set({ user_slack_id: 'U0LEARNER' }).where(eq(users.email, PEOPLE.learner.email));
  const rows = await db
    .insert(supportRequests)
    .values([
      {
        request_type_id: 3,
        description: 'struggling=<p>Closures in the "scope chain" lesson</p>&additional=<p>Any reading?</p>',
        cohort_id: COHORT_A,
        user_email: PEOPLE.learner.email,
        user_slack_id: 'U0LEARNER',
        source: 'my_cedar',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
      {
        request_type_id: 4,
        description: 'personal=<p>A family matter</p>',
        cohort_id: COHORT_A,
        user_email: PEOPLE.classmate.email,
        source: 'my_cedar',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
      {
        request_type_id: 5,
        description: 'grades=<p>My grade is wrong</p>',
        cohort_id: COHORT_A,
        user_email: PEOPLE.classmate.email,
        source: 'support_hub',
        source_url: 'https://support.example/hub',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
      {
        request_type_id: 6,
        description: 'other=<p>Cohort B question</p>',
        cohort_id: COHORT_B,
        user_email: PEOPLE.otherLearner.email,
        source: 'my_cedar',
        created_at: SUPPORT_CREATED,
        updated_at: SUPPORT_CREATED,
      },
    ])
    .returning({ id: supportRequests.id });
  const [lesson, personal, grades, otherCohort] = rows.map((r) => r.id) as [number, number, number, number];
  return { lesson, personal, grades, otherCohort };
}

/** One saved reply in cohort A and one in cohort B (saved-reply tests and the matrix). */
export async function insertSavedReplyFixtures(db: Database): Promise<{ cohortA: number; cohortB: number }> {
  const rows = await db
    .insert(savedReplies)
    .values([
      { cohort_id: COHORT_A, title: 'Office hours', body: '<p>Come to office hours on Thursday.</p>' },
      { cohort_id: COHORT_B, title: 'Cohort B only', body: '<p>Not for cohort A.</p>' },
    ])
    .returning({ id: savedReplies.id });
  return { cohortA: rows[0]!.id, cohortB: rows[1]!.id };
}
