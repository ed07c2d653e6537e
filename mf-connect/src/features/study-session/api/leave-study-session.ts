import { apiFetch } from '@cedar/shared/api';
import { type StudySessionEnvelope, pathFor } from '@cedar/shared/contract';

/** POST /v1/studysession/:hostId/leave: the caller leaves; answers the session, or `{}` once it ended. */
export function leaveStudySession(hostId: string): Promise<StudySessionEnvelope> {
  return apiFetch<StudySessionEnvelope>(pathFor('leaveStudySession', { hostId }), { method: 'POST' });
}
