import { silentSince } from '@cedar/shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { studySessionParticipants, studySessions, studySessionTopics, users } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

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

async function runningRow(db: Database, hostId: string, lock: boolean) {
  const query = db
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.host_id, hostId), isNull(studySessions.ended_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function presentParticipants(db: Database, sessionId: number) {
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
async function sweep(tx: Database, hostId: string, now: Date) {
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
async function runningUnlessSweep(db: Database, hostId: string, now: Date) {
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

async function load(db: Database, session: typeof studySessions.$inferSelect): Promise<SessionRecord> {
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
