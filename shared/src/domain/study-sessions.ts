import { ROLE } from './roles.ts';

/** A participant leaves a study session after this long without a sign of life (DECISIONS.md). */
export const STUDY_SESSION_SILENCE_MS = 5 * 60 * 1000;

/** What the participant rules read (§3 Study session). */
export interface ParticipantFacts {
  is_guest: boolean;
  user_left: boolean;
  user_role_id: number | null;
}

/** A participant's kind (§4): guest, learner or staff; null once they have left (or without a role). */
export type ParticipantKind = 'guest' | 'learner' | 'staff';

export function participantKind(participant: ParticipantFacts): ParticipantKind | null {
  if (participant.user_left) return null;
  if (participant.is_guest) return 'guest';
  if (participant.user_role_id === ROLE.learner) return 'learner';
  return participant.user_role_id === null ? null : 'staff';
}

/** Participants who have not left, by kind (the Staff and Classmates avatar groups). */
export function classifyParticipants<P extends ParticipantFacts>(
  participants: readonly P[],
): { guests: P[]; learners: P[]; staff: P[] } {
  const groups = { guests: [] as P[], learners: [] as P[], staff: [] as P[] };
  for (const participant of participants) {
    const kind = participantKind(participant);
    if (kind === 'guest') groups.guests.push(participant);
    else if (kind === 'learner') groups.learners.push(participant);
    else if (kind === 'staff') groups.staff.push(participant);
  }
  return groups;
}

/** A session is in progress while someone is still in it. */
export function isSessionInProgress(participants: readonly ParticipantFacts[]): boolean {
  return participants.some((participant) => !participant.user_left);
}

/**
 * When a participant who joined through the portal has gone silent: `lastSeen` plus the
 * silence window, if that is not after `now`; null while they are still there.
 */
export function silentSince(lastSeen: Date | string, now: Date, windowMs = STUDY_SESSION_SILENCE_MS): Date | null {
  const until = new Date(lastSeen).getTime() + windowMs;
  return until <= now.getTime() ? new Date(until) : null;
}
