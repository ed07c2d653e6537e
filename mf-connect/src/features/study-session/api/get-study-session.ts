import { type ApiKey, useApi } from '@cedar/shared/api';
import { type StudySession, type StudySessionEnvelope, pathFor } from '@cedar/shared/contract';

/** The live session is polled every 15 s while one is in progress (§9). */
export const STUDY_SESSION_POLL_MS = 15_000;

/** SWR key of the session running in a cohort's room (its zoom_host_id). */
export function studySessionKey(hostId: string): ApiKey {
  return [pathFor('studySession', { hostId }), undefined];
}

/** The running session of an answer, or null for `{}` (none runs). */
export function runningSession(envelope: StudySessionEnvelope | undefined): StudySession | null {
  const message = envelope?.message;
  return message && 'session_id' in message ? message : null;
}

/**
 * GET /v1/studysession/:hostId every 15 s; null fetches nothing. The card passes null once the
 * cohort reports no session, which stops the polling and clears the data (§4).
 */
export function useStudySession(hostId: string | null) {
  const result = useApi<StudySessionEnvelope>(hostId === null ? null : pathFor('studySession', { hostId }), undefined, {
    refreshInterval: STUDY_SESSION_POLL_MS,
  });
  return { ...result, session: runningSession(result.data) };
}
