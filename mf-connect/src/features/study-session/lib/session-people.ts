import type { StudySession, StudySessionParticipant, StudySessionTopic } from '@cedar/shared/contract';
import { classifyParticipants, isSessionInProgress, participantKind } from '@cedar/shared/domain';

/** The avatar groups of a running session: staff, and classmates (learners, then guests). */
export interface SessionPeople {
  staff: StudySessionParticipant[];
  classmates: StudySessionParticipant[];
}

/**
 * Who is in the session (§4). Guests joined the meeting without a portal account; they are
 * listed with the classmates, as the card has only the Staff and Classmates groups.
 */
export function sessionPeople(session: StudySession): SessionPeople {
  const { guests, learners, staff } = classifyParticipants(Object.values(session.participants));
  return { staff, classmates: [...learners, ...guests] };
}

/** Is anyone still in the session? (§4: in progress depends on its participants.) */
export function isRunning(session: StudySession | null): session is StudySession {
  return session !== null && isSessionInProgress(Object.values(session.participants));
}

/** Is `email` in the session and has not left? */
export function hasJoined(session: StudySession | null, email: string): boolean {
  if (!session || !email) return false;
  const me = email.toLowerCase();
  return Object.values(session.participants).some(
    (p) => p.user_email?.toLowerCase() === me && participantKind(p) !== null,
  );
}

/** Topics with the one the session was started with first. */
export function orderedTopics(topics: readonly StudySessionTopic[]): StudySessionTopic[] {
  return [...topics].sort((a, b) => Number(b.main) - Number(a.main));
}
