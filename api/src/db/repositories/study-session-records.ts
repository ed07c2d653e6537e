import { silentSince } from '@cedar/shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { studySessionParticipants, studySessions, studySessionTopics, users } from '../schema/index.ts';

// How a study session is read and how the silence rule ends it; study-sessions.ts builds the
// repository's operations on these.

/** A participant with the names and picture of their account (guests have none). */
export interface ParticipantRecord {
  id: number;
  user_email: string | null;
  name: string | null;
  is_guest: boolean;
  user_role_id: number | null;
  source: string;
  joined_at: Date;
  last_seen_at: Date;
  left_at: Date | null;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
  user_image_url: string | null;
}

/** A running study session with everyone who joined it and its topics. */
export interface SessionRecord {
  id: number;
  cohort_id: number;
  host_id: string;
  zoom_url: string | null;
  started_at: Date;
  participants: ParticipantRecord[];
  topics: { id: number; topic: string; main: boolean; user_email: string | null }[];
}

async function runningRow(db: Database, hostId: string, lock: boolean) {
  const query = db
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.host_id, hostId), isNull(studySessions.ended_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function presentParticipants(db: Database, sessionId: number) {
  return db
    .select()
    .from(studySessionParticipants)
    .where(and(eq(studySessionParticipants.session_id, sessionId), isNull(studySessionParticipants.left_at)));
}

/**
 * Applies the silence rule inside a transaction: participants who joined through the portal
 * and went silent for 5 minutes have left then; a session nobody is left in has ended.
 * Returns the running session, or null.
 */
export async function sweep(tx: Database, hostId: string, now: Date) {
  const session = await runningRow(tx, hostId, true);
  if (!session) return null;
  const present = await presentParticipants(tx, session.id);
  let lastLeft: Date | null = null;
  let remaining = 0;
  for (const participant of present) {
    const left = participant.source === 'portal' ? silentSince(participant.last_seen_at, now) : null;
    if (!left) {
      remaining += 1;
      continue;
    }
    await tx
      .update(studySessionParticipants)
      .set({ left_at: left })
      .where(eq(studySessionParticipants.id, participant.id));
    if (!lastLeft || left > lastLeft) lastLeft = left;
  }
  if (remaining > 0) return session;
  await tx
    .update(studySessions)
    .set({ ended_at: lastLeft ?? now })
    .where(eq(studySessions.id, session.id));
  return null;
}

/**
 * The running session when no sweep is needed ('sweep' when one is). Read-only, so polling
 * stays cheap when nothing has changed; the row it read is reused rather than read again.
 */
export async function runningUnlessSweep(db: Database, hostId: string, now: Date) {
  // The running row with its present participants in one statement (one row per participant,
  // or one without when nobody is present): every dashboard polls this.
  const rows = await db
    .select({
      session: studySessions,
      participant_id: studySessionParticipants.id,
      source: studySessionParticipants.source,
      last_seen_at: studySessionParticipants.last_seen_at,
    })
    .from(studySessions)
    .leftJoin(
      studySessionParticipants,
      and(eq(studySessionParticipants.session_id, studySessions.id), isNull(studySessionParticipants.left_at)),
    )
    .where(and(eq(studySessions.host_id, hostId), isNull(studySessions.ended_at)));
  const session = rows[0]?.session;
  if (!session) return null;
  const present = rows.filter((row) => row.participant_id !== null);
  const sweepDue =
    present.length === 0 || present.some((p) => p.source === 'portal' && silentSince(p.last_seen_at!, now));
  return sweepDue ? ('sweep' as const) : session;
}

export async function load(db: Database, session: typeof studySessions.$inferSelect): Promise<SessionRecord> {
  const participants = await db
    .select({
      participant: studySessionParticipants,
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      preferred_name: users.preferred_name,
      user_image_url: users.user_image_url,
    })
    .from(studySessionParticipants)
    .leftJoin(users, eq(users.email, studySessionParticipants.user_email))
    .where(eq(studySessionParticipants.session_id, session.id))
    .orderBy(asc(studySessionParticipants.joined_at), asc(studySessionParticipants.id));
  const topics = await db
    .select({
      id: studySessionTopics.id,
      topic: studySessionTopics.topic,
      main: studySessionTopics.main,
      user_email: studySessionTopics.user_email,
    })
    .from(studySessionTopics)
    .where(eq(studySessionTopics.session_id, session.id))
    .orderBy(asc(studySessionTopics.id));
  return {
    id: session.id,
    cohort_id: session.cohort_id,
    host_id: session.host_id,
    zoom_url: session.zoom_url,
    started_at: session.started_at,
    participants: participants.map(({ participant, ...account }) => ({ ...participant, ...account })),
    topics,
  };
}
