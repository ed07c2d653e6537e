import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StudySession, StudySessionDetails, VideosEnvelope } from '@cedar/shared/contract';
import { brand } from '@cedar/shared/domain';
import { videos } from '../../src/db/schema/index.ts';
import { CALENDAR_A, DASHBOARD_NOW, insertDashboardFixtures } from '../helpers/dashboard-fixtures.ts';
import { COHORT_A, PEOPLE, type PersonKey } from '../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

const ROOM = `room-${COHORT_A}`;
const TESTER = PEOPLE.testAccount.email;

/**
 * DECISIONS.md: a test-style account (e-mail local part starting with "test") is hidden from
 * everyone but itself, everywhere: the directory and the panels did so; these are the other
 * lists of people a learner reads.
 */
describe('test-style accounts are hidden from everyone but themselves', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ now: () => DASHBOARD_NOW });
    await insertDashboardFixtures(portal.db);
    await portal.db.insert(videos).values({
      uuid: 'with-tester',
      google_calendar_ids: [CALENDAR_A],
      created_by: TESTER,
      meeting_participants: [
        { id: 'u1', name: 'Lena', email: PEOPLE.learner.email },
        { id: 'u2', name: 'Tess', email: TESTER.toUpperCase() },
        { id: 'u3', name: 'Cato', email: PEOPLE.classmate.email },
      ],
    });
  });
  after(() => portal.close());

  const video = async (as: PersonKey) => {
    const response = await portal.request({ as, method: 'GET', url: '/api/v1/videos/?uuid=with-tester' });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as VideosEnvelope).message.videos[0]!;
  };

  it('leaves them out of a video’s participants, for learners and staff alike', async () => {
    for (const as of ['learner', 'classmate', 'coach'] as const) {
      const seen = await video(as);
      assert.deepEqual(
        seen.meeting_participants.map((p) => p.name),
        ['Lena', 'Cato'],
        as,
      );
      assert.equal(seen.created_by, brand.missingVideoCreator, `${as}: the creator is not named`);
    }
  });

  it('shows them to themselves', async () => {
    const own = await video('testAccount');
    assert.deepEqual(
      own.meeting_participants.map((p) => p.name),
      ['Lena', 'Tess', 'Cato'],
    );
    assert.equal(own.meeting_participants[1]!.mycedar_user_info?.email, TESTER);
    assert.equal(own.created_by, TESTER);
  });

  it('leaves them out of a study session’s participants and unnames their topics', async () => {
    const join = (as: PersonKey, topic?: string) =>
      portal.request({
        as,
        method: 'POST',
        url: `/api/v1/studysession/${ROOM}`,
        payload: { userEmail: PEOPLE[as].email, ...(topic ? { topic } : {}) },
      });
    assert.equal((await join('testAccount', 'Testing the room')).statusCode, 200);
    const joined = await join('learner');
    assert.equal(joined.statusCode, 200, joined.body);
    const session = (joined.json() as { message: { session: StudySession } }).message.session;
    assert.deepEqual(Object.keys(session.participants), [PEOPLE.learner.email]);
    assert.deepEqual(
      session.topics.map((t) => [t.topic, t.user_email]),
      [['Testing the room', null]],
    );

    for (const as of ['classmate', 'coach'] as const) {
      const polled = await portal.request({ as, method: 'GET', url: `/api/v1/studysession/${ROOM}` });
      const running = (polled.json() as { message: StudySession }).message;
      assert.deepEqual(Object.keys(running.participants), [PEOPLE.learner.email], as);
    }
    const own = await portal.request({ as: 'testAccount', method: 'GET', url: `/api/v1/studysession/${ROOM}` });
    const mine = (own.json() as { message: StudySession }).message;
    assert.deepEqual(Object.keys(mine.participants).sort(), [PEOPLE.learner.email, TESTER].sort());
    assert.equal(mine.topics[0]!.user_email, TESTER);

    const details = await portal.request({
      as: 'classmate',
      method: 'GET',
      url: `/api/v1/zoomstudysessiondetails?meeting_id=${session.session_id}`,
    });
    assert.equal(details.statusCode, 200, details.body);
    const ended = (details.json() as { message: StudySessionDetails }).message;
    assert.deepEqual(Object.keys(ended.participants), [PEOPLE.learner.email]);
  });
});
