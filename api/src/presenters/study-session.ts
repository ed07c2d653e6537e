import type { StudySession, StudySessionParticipant } from '@cedar/shared/contract';
import { isVisibleAccount } from '@cedar/shared/domain';
import type { ParticipantRecord, SessionRecord } from '../db/repositories/study-session-records.ts';
import { avatarUrlOf } from '../domain/avatar-urls.ts';

function participantView(p: ParticipantRecord): StudySessionParticipant {
  const account = p.user_id !== null && !p.is_guest;
  const [first = 'Guest', ...rest] = (p.name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    user_id: p.user_id,
    user_email: p.user_email,
    first_name: account ? (p.first_name ?? '') : first,
    last_name: account ? (p.last_name ?? '') : rest.join(' '),
    preferred_name: account ? p.preferred_name : null,
    user_image_url: account ? avatarUrlOf({ id: p.user_id!, user_image_url: p.user_image_url }) : null,
    user_role_id: p.user_role_id,
    is_guest: p.is_guest,
    user_left: p.left_at !== null,
    is_mycedar_user: account,
    joined_at: p.joined_at.toISOString(),
  };
}

const shownTo = (viewerEmail: string) => (email: string | null) =>
  email === null || isVisibleAccount(email, viewerEmail);

/** Topics as `viewerEmail` sees them: one a test-style account added keeps its text, not its author. */
export function visibleTopics(topics: SessionRecord['topics'], viewerEmail: string): SessionRecord['topics'] {
  const shown = shownTo(viewerEmail);
  return topics.map((t) => (shown(t.user_email) ? t : { ...t, user_email: null }));
}

/**
 * A running session as the API answers it to `viewerEmail`: participants keyed by e-mail
 * (guests by their row). A test-style account is hidden from everyone but itself (DECISIONS.md):
 * it is not listed, and a topic it added keeps its text but not its author.
 */
export function studySessionView(session: SessionRecord, viewerEmail: string): StudySession {
  const shown = shownTo(viewerEmail);
  return {
    session_id: session.id,
    host_id: session.host_id,
    cohort_id: session.cohort_id,
    zoom_url: session.zoom_url,
    started_at: session.started_at.toISOString(),
    participants: Object.fromEntries(
      session.participants
        .filter((p) => shown(p.user_email))
        .map((p) => [p.user_email ?? `guest-${p.id}`, participantView(p)]),
    ),
    topics: visibleTopics(session.topics, viewerEmail),
  };
}

/** A topic as typed, without control characters or surrounding spaces. */
export function cleanTopic(topic: string): string {
  return topic.replace(/\p{Cc}+/gu, ' ').trim();
}
