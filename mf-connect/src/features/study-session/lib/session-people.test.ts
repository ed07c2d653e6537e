import type { StudySession, StudySessionParticipant } from '@cedar/shared/contract';
import { hasJoined, isRunning, orderedTopics, sessionPeople } from './session-people';

function person(email: string | null, facts: Partial<StudySessionParticipant> = {}): StudySessionParticipant {
  return {
    user_id: email ? 1 : null,
    user_email: email,
    first_name: 'First',
    last_name: 'Last',
    preferred_name: null,
    user_image_url: null,
    user_role_id: 1,
    is_guest: false,
    user_left: false,
    is_mycedar_user: Boolean(email),
    joined_at: '2026-11-21T11:00:00Z',
    ...facts,
  };
}

function session(participants: StudySessionParticipant[]): StudySession {
  return {
    session_id: 1,
    host_id: 'room',
    cohort_id: 1,
    zoom_url: 'https://meet.cedar.test/room',
    started_at: '2026-11-21T11:00:00Z',
    participants: Object.fromEntries(participants.map((p, i) => [p.user_email ?? `guest-${i}`, p])),
    topics: [
      { id: 2, topic: 'Later', main: false, user_email: null },
      { id: 1, topic: 'Main', main: true, user_email: null },
    ],
  };
}

describe('session people', () => {
  const learner = person('ana@cedar.test');
  const coach = person('coach@cedar.test', { user_role_id: 5 });
  const guest = person(null, { is_guest: true, user_role_id: null, first_name: 'Zoom' });
  const gone = person('gone@cedar.test', { user_left: true });

  it('groups staff, and learners then guests as classmates; those who left are not shown', () => {
    const people = sessionPeople(session([guest, learner, coach, gone]));
    expect(people.staff).toEqual([coach]);
    expect(people.classmates).toEqual([learner, guest]);
  });

  it('is running while someone is in it', () => {
    expect(isRunning(session([learner]))).toBe(true);
    expect(isRunning(session([gone]))).toBe(false);
    expect(isRunning(null)).toBe(false);
  });

  it('knows whether the viewer has joined, in any case of e-mail', () => {
    expect(hasJoined(session([learner]), 'Ana@Cedar.test')).toBe(true);
    expect(hasJoined(session([gone]), 'gone@cedar.test')).toBe(false);
    expect(hasJoined(session([learner]), '')).toBe(false);
  });

  it('puts the main topic first', () => {
    expect(orderedTopics(session([]).topics).map((t) => t.topic)).toEqual(['Main', 'Later']);
  });
});
