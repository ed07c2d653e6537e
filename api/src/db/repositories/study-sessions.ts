import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { studySessionParticipants, studySessions, studySessionTopics } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';
import { load, presentParticipants, runningUnlessSweep, type SessionRecord, sweep } from './study-session-records.ts';

export type { ParticipantRecord, SessionRecord } from './study-session-records.ts';

/** Who joins or starts, and where. */
export interface JoinInput {
  hostId: string;
  cohortId: number;
  zoomUrl: string | null;
  email: string;
  roleId: number | null;
  /** Required to start a session; added as a further topic when joining one. */
  topic: string | null;
}

// A poll counts as a sign of life, but writing it every 15 s would be needless churn.
const TOUCH_AFTER_MS = 60_000;

/** The session running in a room at `now` (after the silence rule), or null. */
export async function findRunningSession(db: Database, hostId: string, now: Date): Promise<SessionRecord | null> {
  const found = await runningUnlessSweep(db, hostId, now);
  const session = found === 'sweep' ? await db.transaction((tx) => sweep(tx, hostId, now)) : found;
  return session ? load(db, session) : null;
}

/** Whether a session runs in a room at `now` (after the silence rule), without loading it. */
export async function isSessionRunning(db: Database, hostId: string, now: Date): Promise<boolean> {
  const found = await runningUnlessSweep(db, hostId, now);
  const session = found === 'sweep' ? await db.transaction((tx) => sweep(tx, hostId, now)) : found;
  return session !== null;
}

/** A participant still in the session shows a sign of life (their dashboard polls it). */
export async function touchParticipant(db: Database, session: SessionRecord, email: string, now: Date): Promise<void> {
  const me = session.participants.find((p) => p.user_email === normaliseEmail(email) && p.left_at === null);
  if (!me || me.source !== 'portal' || now.getTime() - me.last_seen_at.getTime() < TOUCH_AFTER_MS) return;
  await db
    .update(studySessionParticipants)
    .set({ last_seen_at: now })
    .where(and(eq(studySessionParticipants.id, me.id), isNull(studySessionParticipants.left_at)));
}

/**
 * Starts a session with its main topic, or joins the running one, in one transaction.
 * 'topic_required' when nothing runs and no topic was given.
 */
export async function joinStudySession(
  db: Database,
  input: JoinInput,
  now: Date,
): Promise<{ session: SessionRecord; started: boolean } | 'topic_required'> {
  const email = normaliseEmail(input.email);
  const result = await db.transaction(async (tx) => {
    let session = await sweep(tx, input.hostId, now);
    let started = false;
    if (!session) {
      if (!input.topic) return 'topic_required' as const;
      const [inserted] = await tx
        .insert(studySessions)
        .values({
          cohort_id: input.cohortId,
          host_id: input.hostId,
          zoom_url: input.zoomUrl,
          started_by: email,
          started_at: now,
        })
        .onConflictDoNothing()
        .returning();
      // Someone else started it a moment ago: join theirs.
      session = inserted ?? (await sweep(tx, input.hostId, now));
      started = inserted !== undefined;
      if (!session) throw new Error('study session vanished while joining');
    }
    await tx
      .insert(studySessionParticipants)
      .values({
        session_id: session.id,
        user_email: email,
        user_role_id: input.roleId,
        joined_at: now,
        last_seen_at: now,
      })
      .onConflictDoUpdate({
        target: [studySessionParticipants.session_id, studySessionParticipants.user_email],
        set: { left_at: null, last_seen_at: now, user_role_id: input.roleId, source: 'portal' },
      });
    if (input.topic) {
      await tx
        .insert(studySessionTopics)
        .values({ session_id: session.id, user_email: email, topic: input.topic, main: started, created_at: now });
    }
    return { session, started };
  });
  if (result === 'topic_required') return result;
  return { session: await load(db, result.session), started: result.started };
}

/** The caller leaves; the session ends when nobody is left. The running session after, or null. */
export async function leaveStudySession(
  db: Database,
  hostId: string,
  email: string,
  now: Date,
): Promise<SessionRecord | null> {
  const session = await db.transaction(async (tx) => {
    const running = await sweep(tx, hostId, now);
    if (!running) return null;
    await tx
      .update(studySessionParticipants)
      .set({ left_at: now })
      .where(
        and(
          eq(studySessionParticipants.session_id, running.id),
          eq(studySessionParticipants.user_email, normaliseEmail(email)),
          isNull(studySessionParticipants.left_at),
        ),
      );
    const [someone] = await presentParticipants(tx, running.id).limit(1);
    if (someone) return running;
    await tx.update(studySessions).set({ ended_at: now }).where(eq(studySessions.id, running.id));
    return null;
  });
  return session ? load(db, session) : null;
}

/**
 * A participant adds a topic. Null when no session runs; 'not_participant' when the caller
 * is not in it.
 */
export async function addStudySessionTopic(
  db: Database,
  hostId: string,
  email: string,
  topic: string,
  now: Date,
): Promise<SessionRecord | 'not_participant' | null> {
  const learner = normaliseEmail(email);
  const result = await db.transaction(async (tx) => {
    const running = await sweep(tx, hostId, now);
    if (!running) return null;
    const present = await presentParticipants(tx, running.id);
    const me = present.find((p) => p.user_email === learner);
    if (!me) return 'not_participant' as const;
    await tx.update(studySessionParticipants).set({ last_seen_at: now }).where(eq(studySessionParticipants.id, me.id));
    await tx
      .insert(studySessionTopics)
      .values({ session_id: running.id, user_email: learner, topic, main: false, created_at: now });
    return running;
  });
  return result === null || result === 'not_participant' ? result : load(db, result);
}

/** Which cohort a session (a meeting) belongs to, without loading it; null when there is none. */
export async function findSessionCohort(db: Database, sessionId: number): Promise<number | null> {
  const [row] = await db
    .select({ cohort_id: studySessions.cohort_id })
    .from(studySessions)
    .where(eq(studySessions.id, sessionId));
  return row?.cohort_id ?? null;
}

/**
 * One session by id, running or ended, with everyone who joined it and its topics. A running
 * one is seen after the silence rule, as its room's poll sees it (it may have ended by now).
 */
export async function findSessionDetails(
  db: Database,
  sessionId: number,
  now: Date,
): Promise<{ session: SessionRecord; ended_at: Date | null } | null> {
  const read = async () => {
    const [row] = await db.select().from(studySessions).where(eq(studySessions.id, sessionId));
    return row ?? null;
  };
  let row = await read();
  if (row && row.ended_at === null && (await runningUnlessSweep(db, row.host_id, now)) === 'sweep') {
    const hostId = row.host_id;
    await db.transaction((tx) => sweep(tx, hostId, now));
    row = await read();
  }
  return row ? { session: await load(db, row), ended_at: row.ended_at } : null;
}
