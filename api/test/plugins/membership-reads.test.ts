import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { userCourses } from '../../src/db/schema/index.ts';
import { COHORT_A, PEOPLE } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

describe("the caller's memberships, read once per burst of calls", () => {
  let portal: TestPortal;
  let reads = 0;
  before(async () => {
    portal = await startTestPortal();
    const repository = portal.app.usersRepository;
    const read = repository.membershipFacts.bind(repository);
    // A busy database: each read waits its turn for a while, as under load.
    repository.membershipFacts = async (email) => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return read(email);
    };
  });
  after(() => portal.close());

  const webtools = (as: string) => portal.request({ method: 'GET', url: `/api/v1/cohort/${COHORT_A}/webtools`, as });

  it("shares one read among a caller's overlapping calls", async () => {
    const authorization = `Bearer ${await portal.tokenFor('learner')}`;
    reads = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        portal.app.inject({ method: 'GET', url: `/api/v1/cohort/${COHORT_A}/webtools`, headers: { authorization } }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 10 }, () => 200),
    );
    assert.ok(reads <= 2, `${reads} reads for 10 overlapping calls`);
  });

  it('keeps nothing once a read answered: a membership ended before a call is seen by it', async () => {
    const learner = PEOPLE.learner.email;
    const ofLearner = and(eq(userCourses.user_email, learner), eq(userCourses.cohort_id, COHORT_A));
    assert.equal((await webtools('learner')).statusCode, 200);
    await portal.db.update(userCourses).set({ active: false }).where(ofLearner);
    try {
      assert.equal((await webtools('learner')).statusCode, 403);
    } finally {
      await portal.db.update(userCourses).set({ active: true }).where(ofLearner);
    }
    assert.equal((await webtools('learner')).statusCode, 200);
  });

  it('never shares a read between callers', async () => {
    const [mine, other] = await Promise.all([webtools('learner'), webtools('otherLearner')]);
    assert.equal(mine.statusCode, 200);
    assert.equal(other.statusCode, 403);
  });
});
