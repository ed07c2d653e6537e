import type { Database } from '../db/client.ts';
import {
  addStudySessionTopic,
  findRunningSession,
  findSessionCohort,
  findSessionDetails,
  isSessionRunning,
  type JoinInput,
  joinStudySession,
  leaveStudySession,
  type SessionRecord,
  touchParticipant,
} from '../db/repositories/study-sessions.ts';

/**
 * Study sessions in the cohorts' rooms. Every read applies the silence rule first: portal
 * participants silent for 5 minutes have left, and a session nobody is left in has ended.
 */
export interface StudySessionsRepository {
  /** The session running in a room at `now`, or null. */
  running(hostId: string, now: Date): Promise<SessionRecord | null>;
  /** Whether a session runs in a room at `now`, without loading it. */
  isRunning(hostId: string, now: Date): Promise<boolean>;
  /** A participant still in the session shows a sign of life. */
  touch(session: SessionRecord, email: string, now: Date): Promise<void>;
  /** Starts a session with its topic, or joins the running one; 'topic_required' when nothing runs and no topic was given. */
  join(input: JoinInput, now: Date): Promise<{ session: SessionRecord; started: boolean } | 'topic_required'>;
  /** The caller leaves; the running session after, or null when it ended. */
  leave(hostId: string, email: string, now: Date): Promise<SessionRecord | null>;
  /** A participant adds a topic; null when nothing runs, 'not_participant' when the caller is not in it. */
  addTopic(hostId: string, email: string, topic: string, now: Date): Promise<SessionRecord | 'not_participant' | null>;
  /** The cohort of a session (a meeting), without loading it; null when there is none. */
  cohortOf(sessionId: number): Promise<number | null>;
  /** One session by id, running or ended, with its participants and topics. */
  details(sessionId: number, now: Date): Promise<{ session: SessionRecord; ended_at: Date | null } | null>;
}

/** The study-sessions repository over a drizzle database (PGlite or PostgreSQL). */
export function createStudySessionsRepository(db: Database): StudySessionsRepository {
  return {
    running: (hostId, now) => findRunningSession(db, hostId, now),
    isRunning: (hostId, now) => isSessionRunning(db, hostId, now),
    touch: (session, email, now) => touchParticipant(db, session, email, now),
    join: (input, now) => joinStudySession(db, input, now),
    leave: (hostId, email, now) => leaveStudySession(db, hostId, email, now),
    addTopic: (hostId, email, topic, now) => addStudySessionTopic(db, hostId, email, topic, now),
    cohortOf: (sessionId) => findSessionCohort(db, sessionId),
    details: (sessionId, now) => findSessionDetails(db, sessionId, now),
  };
}
