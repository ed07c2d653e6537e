import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type {
  JoinStudySessionEnvelope,
  StudySession,
  StudySessionDetailsEnvelope,
  StudySessionTopicsEnvelope,
} from '@cedar/shared/contract';
import { classifyParticipants } from '@cedar/shared/domain';
import { studySessionParticipants, studySessions } from '../../../src/db/schema/index.ts';
import { DASHBOARD_NOW, insertDashboardFixtures, ZOOM_A } from '../../helpers/dashboard-fixtures.ts';
import { COHORT_A, COHORT_B, PEOPLE, type PersonKey } from '../../helpers/fixtures.ts';
import { startTestPortal, type TestPortal } from '../../helpers/portal.ts';

const ROOM = `room-${COHORT_A}`;
const MINUTE = 60_000;

describe('study sessions (embedded meetings adapter)', () => {
  let portal: TestPortal;
  let clock = DASHBOARD_NOW.getTime();
  before(async () => {
    portal = await startTestPortal({ now: () => new Date(clock) });
    await insertDashboardFixtures(portal.db);
  });
  beforeEach(async () => {
    clock = DASHBOARD_NOW.getTime();
    await portal.db.delete(studySessions);
  });
  after(() => portal.close());

  const join = (as: PersonKey, payload: Record<string, unknown> = {}, room = ROOM) =>
    portal.request({
      as,
      method: 'POST',
      url: `/api/v1/studysession/${room}`,
      payload: { userEmail: PEOPLE[as].email, ...payload },
    });
  const running = async (as: PersonKey = 'learner') => {
    const response = await portal.request({ as, method: 'GET', url: `/api/v1/studysession/${ROOM}` });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { message: StudySession | Record<string, never> }).message;
  };
  const leave = (as: PersonKey) => portal.request({ as, method: 'POST', url: `/api/v1/studysession/${ROOM}/leave` });

  it('starts a session with its topic, answers the meeting URL, and lets classmates and staff join', async () => {
    assert.deepEqual(await running(), {});
    assert.equal((await join('learner')).statusCode, 400, 'a topic is needed to start');
    const started = await join('learner', { topic: '  Recursion practice ' });
    assert.equal(started.statusCode, 200, started.body);
    const answer = (started.json() as JoinStudySessionEnvelope).message;
    assert.equal(answer.started, true);
    assert.equal(answer.zoom_url, ZOOM_A);
    assert.deepEqual(
      answer.session.topics.map((t) => [t.topic, t.main]),
      [['Recursion practice', true]],
    );

    const joined = (await join('classmate')).json() as JoinStudySessionEnvelope;
    assert.equal(joined.message.started, false);
    await join('coach');
    const session = (await running()) as StudySession;
    const me = session.participants[PEOPLE.learner.email]!;
    assert.equal(me.is_mycedar_user, true);
    assert.equal(me.first_name, 'Lena');
    const kinds = classifyParticipants(Object.values(session.participants));
    assert.deepEqual(
      kinds.learners.map((p) => p.user_email),
      [PEOPLE.learner.email, PEOPLE.classmate.email],
    );
    assert.deepEqual(
      kinds.staff.map((p) => p.user_email),
      [PEOPLE.coach.email],
    );
  });

  it('adds topics from participants only', async () => {
    await join('learner', { topic: 'Graphs' });
    const add = (as: PersonKey, topic: string) =>
      portal.request({
        as,
        method: 'POST',
        url: '/api/v1/studysessiontopic',
        payload: { host_id: ROOM, topicObj: { topic } },
      });
    const added = await add('learner', 'Dijkstra');
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(
      (added.json() as StudySessionTopicsEnvelope).message.topics.map((t) => [t.topic, t.main]),
      [
        ['Graphs', true],
        ['Dijkstra', false],
      ],
    );
    assert.equal((await add('classmate', 'BFS')).statusCode, 403, 'join first');
    assert.equal((await add('otherLearner', 'BFS')).statusCode, 403);
  });

  it('ends the session when the last participant leaves', async () => {
    await join('learner', { topic: 'Trees' });
    await join('classmate');
    const afterOne = await leave('learner');
    assert.equal(afterOne.statusCode, 200);
    const session = (await running()) as StudySession;
    assert.equal(session.participants[PEOPLE.learner.email]!.user_left, true);
    await leave('classmate');
    assert.deepEqual(await running(), {});
    const again = (await join('classmate', { topic: 'Heaps' })).json() as JoinStudySessionEnvelope;
    assert.equal(again.message.started, true, 'the next one is a new session');
  });

  it('lets a participant go after 5 minutes of silence; polling keeps them in', async () => {
    await join('learner', { topic: 'Sorting' });
    await join('classmate');
    for (let minute = 1; minute <= 8; minute += 1) {
      clock = DASHBOARD_NOW.getTime() + minute * MINUTE;
      await running('learner'); // the learner's dashboard polls; the classmate's does not
    }
    const session = (await running('learner')) as StudySession;
    assert.equal(session.participants[PEOPLE.classmate.email]!.user_left, true);
    assert.equal(session.participants[PEOPLE.learner.email]!.user_left, false);
    clock += 6 * MINUTE;
    assert.deepEqual(await running('coach'), {}, 'everyone silent: the session has ended');
  });

  it('keeps participants the meeting itself reports', async () => {
    await join('learner', { topic: 'Async' });
    const [session] = await portal.db.select({ id: studySessions.id }).from(studySessions);
    await portal.db.insert(studySessionParticipants).values({
      session_id: session!.id,
      name: 'Guest Person',
      is_guest: true,
      source: 'meeting',
      joined_at: DASHBOARD_NOW,
      last_seen_at: DASHBOARD_NOW,
    });
    clock += 30 * MINUTE;
    const still = (await running('coach')) as StudySession;
    const guest = Object.values(still.participants).find((p) => p.is_guest)!;
    assert.deepEqual(
      [guest.first_name, guest.last_name, guest.is_mycedar_user, guest.user_left],
      ['Guest', 'Person', false, false],
    );
    assert.equal(still.participants[PEOPLE.learner.email]!.user_left, true);
  });

  it("keeps sessions to the cohort, in the caller's own name", async () => {
    assert.equal((await join('otherLearner', { topic: 'x' })).statusCode, 403);
    assert.equal(
      (await portal.request({ as: 'otherLearner', method: 'GET', url: `/api/v1/studysession/${ROOM}` })).statusCode,
      403,
    );
    const asSomeoneElse = await portal.request({
      as: 'learner',
      method: 'POST',
      url: `/api/v1/studysession/${ROOM}`,
      payload: { userEmail: PEOPLE.classmate.email, topic: 'x' },
    });
    assert.equal(asSomeoneElse.statusCode, 403);
    assert.equal((await join('learner', { topic: 'x' }, 'nope')).statusCode, 404);
    assert.equal(
      (await join('otherLearner', { topic: 'x' }, `room-${COHORT_B}`)).statusCode,
      404,
      'no meeting link, no room',
    );
  });
  describe('GET /api/v1/zoomstudysessiondetails?meeting_id=', () => {
    const details = (as: PersonKey | null, meetingId: number | string) =>
      portal.request({ as, method: 'GET', url: `/api/v1/zoomstudysessiondetails?meeting_id=${meetingId}` });
    const startOne = async () => {
      const started = (await join('learner', { topic: 'Recursion' })).json() as JoinStudySessionEnvelope;
      return started.message.session.session_id;
    };

    it('answers a running session: participants with their kinds and topics, not ended', async () => {
      const meetingId = await startOne();
      await join('classmate', { topic: 'Memoisation' });
      await join('coach');
      const response = await details('classmate', meetingId);
      assert.equal(response.statusCode, 200, response.body);
      const session = (response.json() as StudySessionDetailsEnvelope).message;
      assert.equal(session.session_id, meetingId);
      assert.equal(session.host_id, ROOM);
      assert.equal(session.cohort_id, COHORT_A);
      assert.equal(session.zoom_url, ZOOM_A);
      assert.equal(session.ended_at, null);
      assert.deepEqual(
        session.topics.map((t) => [t.topic, t.main]),
        [
          ['Recursion', true],
          ['Memoisation', false],
        ],
      );
      const kinds = classifyParticipants(Object.values(session.participants));
      assert.deepEqual(
        kinds.learners.map((p) => p.user_email),
        [PEOPLE.learner.email, PEOPLE.classmate.email],
      );
      assert.deepEqual(
        kinds.staff.map((p) => p.user_email),
        [PEOPLE.coach.email],
      );
      // The same session as the room's read shows (that one without ended_at).
      const { ended_at: _ended, ...rest } = session;
      assert.deepEqual(rest, await running());
    });

    it('answers an ended session with everyone left, and sees silence as the poll does', async () => {
      const meetingId = await startOne();
      await join('classmate');
      await leave('learner');
      await leave('classmate');
      clock += MINUTE;
      const ended = (await details('learner', meetingId)).json() as StudySessionDetailsEnvelope;
      assert.equal(ended.message.ended_at, new Date(DASHBOARD_NOW).toISOString());
      assert.ok(Object.values(ended.message.participants).every((p) => p.user_left));
      assert.deepEqual(
        ended.message.topics.map((t) => t.topic),
        ['Recursion'],
      );

      // A session everyone went silent in has ended when its details are read.
      const next = (await join('learner', { topic: 'Silence' })).json() as JoinStudySessionEnvelope;
      clock += 10 * MINUTE;
      const silent = (await details('coach', next.message.session.session_id)).json() as StudySessionDetailsEnvelope;
      assert.notEqual(silent.message.ended_at, null);
      assert.deepEqual(await running(), {});
    });

    it("answers 404 for an unknown meeting and for another cohort's, 400 without a meeting id", async () => {
      const meetingId = await startOne();
      assert.equal((await details('otherLearner', meetingId)).statusCode, 404, 'not a member of the cohort');
      assert.equal((await details('learner', meetingId + 1000)).statusCode, 404);
      assert.equal((await details('otherLearner', meetingId + 1000)).statusCode, 404, 'the same answer');
      assert.equal((await details('learner', 'abc')).statusCode, 400);
      assert.equal(
        (await portal.request({ as: 'learner', method: 'GET', url: '/api/v1/zoomstudysessiondetails' })).statusCode,
        400,
      );
      assert.equal((await details(null, meetingId)).statusCode, 401);
    });
  });
});
