import { and, asc, eq, isNull, like, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohorts, studySessionParticipants, studySessions, userCourses } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';
import { presentParticipants, sweep } from './study-session-records.ts';

// Study-session facts reported by a meeting service (the Zoom adapter, ADR 0036): who joined
// and who left a cohort's room, from webhooks or from the service's live participants list.

/** A participant as the meeting reports them. */
export interface MeetingPerson {
  /** The meeting's id of the participant (stable across their rejoins when it can be). */
  key: string;
  email: string | null;
  name: string | null;
}

/** The room a meeting feeds: a cohort whose meeting link names the meeting. */
export interface MeetingRoom {
  hostId: string;
  cohortId: number;
  zoomUrl: string | null;
}

/** The cohorts whose meeting link (`zoom_url`) ends with the meeting id (`…/j/{id}`, maybe with a query). */
export async function cohortsOfMeeting(db: Database, meetingId: string) {
  if (!/^[0-9]{6,20}$/.test(meetingId)) return [];
  return db
    .select({ cohort_id: cohorts.cohort_id, zoom_url: cohorts.zoom_url })
    .from(cohorts)
    .where(or(like(cohorts.zoom_url, `%/${meetingId}`), like(cohorts.zoom_url, `%/${meetingId}?%`)))
    .orderBy(asc(cohorts.cohort_id));
}

/** The account a reported e-mail names when it is an active member of the cohort, with their role there. */
async function memberOf(tx: Database, cohortId: number, email: string | null) {
  if (!email) return null;
  const [row] = await tx
    .select({ email: userCourses.user_email, role: userCourses.user_role_id })
    .from(userCourses)
    .where(
      and(
        eq(userCourses.user_email, normaliseEmail(email)),
        eq(userCourses.cohort_id, cohortId),
        eq(userCourses.active, true),
      ),
    )
    .orderBy(asc(userCourses.id))
    .limit(1);
  return row ?? null;
}

type Session = NonNullable<Awaited<ReturnType<typeof sweep>>>;

async function join(tx: Database, room: MeetingRoom, session: Session, person: MeetingPerson, at: Date) {
  const member = await memberOf(tx, room.cohortId, person.email);
  const fields = { left_at: null, last_seen_at: at, source: 'meeting' as const, external_id: person.key };
  if (member) {
    // A member who joined through the portal first is now seen by the meeting: they leave by its word.
    await tx
      .insert(studySessionParticipants)
      .values({ session_id: session.id, user_email: member.email, user_role_id: member.role, joined_at: at, ...fields })
      .onConflictDoUpdate({
        target: [studySessionParticipants.session_id, studySessionParticipants.user_email],
        set: { ...fields, user_role_id: member.role },
      });
    return;
  }
  const [guest] = await tx
    .select({ id: studySessionParticipants.id })
    .from(studySessionParticipants)
    .where(
      and(eq(studySessionParticipants.session_id, session.id), eq(studySessionParticipants.external_id, person.key)),
    );
  const name = person.name?.trim().slice(0, 200) || 'Guest';
  if (guest) {
    await tx
      .update(studySessionParticipants)
      .set({ ...fields, name })
      .where(eq(studySessionParticipants.id, guest.id));
    return;
  }
  await tx
    .insert(studySessionParticipants)
    .values({ session_id: session.id, name, is_guest: true, joined_at: at, ...fields });
}

async function start(tx: Database, room: MeetingRoom, at: Date): Promise<Session> {
  const [inserted] = await tx
    .insert(studySessions)
    .values({ cohort_id: room.cohortId, host_id: room.hostId, zoom_url: room.zoomUrl, started_at: at })
    .onConflictDoNothing()
    .returning();
  const session = inserted ?? (await sweep(tx, room.hostId, at));
  if (!session) throw new Error('study session vanished while starting');
  return session;
}

/** Ends the session when nobody is left in it. */
async function endIfEmpty(tx: Database, session: Session, at: Date) {
  const [someone] = await presentParticipants(tx, session.id).limit(1);
  if (!someone) await tx.update(studySessions).set({ ended_at: at }).where(eq(studySessions.id, session.id));
}

/** Someone joined the room's meeting: the running session takes them, or one starts with them. */
export async function meetingParticipantJoined(db: Database, room: MeetingRoom, person: MeetingPerson, now: Date) {
  await db.transaction(async (tx) => {
    const session = (await sweep(tx, room.hostId, now)) ?? (await start(tx, room, now));
    await join(tx, room, session, person, now);
  });
}

/**
 * Someone left the room's meeting: found by the meeting's id of them, else as the member their
 * e-mail names. False when they were not in the running session (nothing changed).
 */
export async function meetingParticipantLeft(
  db: Database,
  room: MeetingRoom,
  person: MeetingPerson,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const session = await sweep(tx, room.hostId, now);
    if (!session) return false;
    const member = await memberOf(tx, room.cohortId, person.email);
    const present = await presentParticipants(tx, session.id);
    const gone =
      present.find((p) => p.external_id === person.key) ?? present.find((p) => member && p.user_email === member.email);
    if (!gone) return false;
    await tx.update(studySessionParticipants).set({ left_at: now }).where(eq(studySessionParticipants.id, gone.id));
    await endIfEmpty(tx, session, now);
    return true;
  });
}

/**
 * The room as the meeting's live participants list has it: those listed are in (joining or
 * starting the session), those the meeting reported before and no longer lists have left
 * (a missed "left" event); portal participants keep their silence rule. True when anything changed.
 */
export async function reconcileMeetingRoom(
  db: Database,
  room: MeetingRoom,
  live: MeetingPerson[],
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let session = await sweep(tx, room.hostId, now);
    if (!session && live.length === 0) return false;
    session ??= await start(tx, room, now);
    const present = await presentParticipants(tx, session.id);
    let changed = false;
    const listed = new Set<string>();
    for (const person of live) {
      const member = await memberOf(tx, room.cohortId, person.email);
      const known = present.find(
        (p) => p.source === 'meeting' && (p.external_id === person.key || (member && p.user_email === member.email)),
      );
      if (known) {
        listed.add(String(known.id));
        continue;
      }
      await join(tx, room, session, person, now);
      changed = true;
    }
    for (const p of present) {
      if (p.source !== 'meeting' || listed.has(String(p.id))) continue;
      await tx
        .update(studySessionParticipants)
        .set({ left_at: now })
        .where(and(eq(studySessionParticipants.id, p.id), isNull(studySessionParticipants.left_at)));
      changed = true;
    }
    await endIfEmpty(tx, session, now);
    return changed;
  });
}

/** The rooms with a running session that the meeting reported someone in (what the sync checks). */
export async function roomsWithMeetingParticipants(db: Database) {
  return db
    .selectDistinct({ host_id: studySessions.host_id, cohort_id: studySessions.cohort_id, zoom_url: cohorts.zoom_url })
    .from(studySessions)
    .innerJoin(cohorts, eq(cohorts.cohort_id, studySessions.cohort_id))
    .innerJoin(
      studySessionParticipants,
      and(
        eq(studySessionParticipants.session_id, studySessions.id),
        isNull(studySessionParticipants.left_at),
        eq(studySessionParticipants.source, 'meeting'),
      ),
    )
    .where(isNull(studySessions.ended_at));
}
