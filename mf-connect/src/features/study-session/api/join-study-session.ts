import { apiFetch } from '@cedar/shared/api';
import { type JoinStudySession, type JoinStudySessionEnvelope, pathFor } from '@cedar/shared/contract';

/**
 * POST /v1/studysession/:hostId: starts a session with `topic` when none runs, else joins the
 * running one (§5: joining sends no topic). Answers the meeting URL and the session.
 */
export async function joinStudySession(hostId: string, body: JoinStudySession) {
  const envelope = await apiFetch<JoinStudySessionEnvelope>(pathFor('joinStudySession', { hostId }), {
    method: 'POST',
    body,
  });
  return envelope.message;
}
