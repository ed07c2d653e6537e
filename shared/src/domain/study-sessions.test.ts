import { classifyParticipants, isSessionInProgress, participantKind, silentSince } from './study-sessions.ts';

describe('study session rules', () => {
  const guest = { is_guest: true, user_left: false, user_role_id: null };
  const learner = { is_guest: false, user_left: false, user_role_id: 1 };
  const coach = { is_guest: false, user_left: false, user_role_id: 5 };
  const gone = { is_guest: false, user_left: true, user_role_id: 1 };

  it('classifies guests, learners and staff who have not left', () => {
    expect(participantKind(guest)).toBe('guest');
    expect(participantKind(learner)).toBe('learner');
    expect(participantKind(coach)).toBe('staff');
    expect(participantKind(gone)).toBeNull();
    expect(participantKind({ is_guest: false, user_left: false, user_role_id: null })).toBeNull();
    expect(classifyParticipants([guest, learner, coach, gone])).toEqual({
      guests: [guest],
      learners: [learner],
      staff: [coach],
    });
  });

  it('is in progress while someone is in it', () => {
    expect(isSessionInProgress([gone, learner])).toBe(true);
    expect(isSessionInProgress([gone])).toBe(false);
    expect(isSessionInProgress([])).toBe(false);
  });

  it('lets a participant go after 5 minutes of silence', () => {
    const now = new Date('2026-09-14T12:00:00Z');
    expect(silentSince('2026-09-14T11:56:00Z', now)).toBeNull();
    expect(silentSince('2026-09-14T11:55:00Z', now)?.toISOString()).toBe('2026-09-14T12:00:00.000Z');
    expect(silentSince('2026-09-14T11:00:00Z', now)?.toISOString()).toBe('2026-09-14T11:05:00.000Z');
  });
});
