import type { StudySession, StudySessionParticipant } from '@cedar/shared/contract';
import type { ParticipantRecord, SessionRecord } from '../../db/repositories/index.ts';

function participantView(p: ParticipantRecord): StudySessionParticipant {
  const account = p.user_id !== null && !p.is_guest;
  const [first = 'Guest', ...rest] = (p.name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    user_id: p.user_id,
    user_email: p.user_email,
    first_name: account ? (p.first_name ?? '') : first,
    last_name: account ? (p.last_name ?? '') : rest.join(' '),
    preferred_name: account ? p.preferred_name : null,
    user_image_url: account ? p.user_image_url : null,
    user_role_id: p.user_role_id,
    is_guest: p.is_guest,
    user_left: p.left_at !== null,
    is_mycedar_user: account,
    joined_at: p.joined_at.toISOString(),
  };
}

/** A running session as the API answers it: participants keyed by e-mail (guests by their row). */
export function studySessionView(session: SessionRecord): StudySession {
  return {
    session_id: session.id,
    host_id: session.host_id,
    cohort_id: session.cohort_id,
    zoom_url: session.zoom_url,
    started_at: session.started_at.toISOString(),
    participants: Object.fromEntries(
      session.participants.map((p) => [p.user_email ?? `guest-${p.id}`, participantView(p)]),
    ),
    topics: session.topics,
  };
}

/** A topic as typed, without control characters or surrounding spaces. */
export function cleanTopic(topic: string): string {
  return topic.replace(/\p{Cc}+/gu, ' ').trim();
}
