import { brand, isVisibleAccount, ROLE } from '@cedar/shared/domain';
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_EVENTS_CALENDAR_ID } from '../../../config.ts';
import { hostIdFor } from '../../../domain/study-rooms.ts';
import { webtoolDefaults } from '../../../domain/webtool-catalogue.ts';
import { sanitizeRichText } from '../../../domain/rich-text.ts';
import type { Database } from '../../client.ts';
import {
  announcements,
  calendarEvents,
  calendars,
  cohortWebtools,
  courseLaunchpads,
  lmsAssignmentOverrides,
  lmsAssignments,
  lmsSubmissions,
  studySessionParticipants,
  studySessions,
  studySessionTopics,
  userCourses,
  users,
  videos,
  webtools,
} from '../../schema/index.ts';
import { SEED_COHORT } from '../catalog.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { attendeesByCohort } from '../media/details.ts';
import { demoRecordings } from '../media/recordings.ts';
import { buildCalendars, buildEvents, buildRecordings } from './calendar.ts';
import { ANNOUNCEMENTS } from './content.ts';
import { DASHBOARD_SEED } from './ids.ts';
import { buildAssignments, buildLaunchpads } from './lms.ts';
import { buildCohortWebtools, DEMO_LMS_IDS, RETIRED_BROKEN_LOGO } from './panels.ts';

export { DASHBOARD_SEED } from './ids.ts';

export interface DashboardSeedOptions {
  /** The time anchor: everything is placed around it. */
  now: Date;
  /** The speakers-and-events calendar (EVENTS_CALENDAR_ID). */
  eventsCalendarId?: string;
}

/** What the dashboard's demo data holds after a top-up. */
export interface DashboardSeedSummary {
  events: number;
  recordings: number;
  assignments: number;
  announcements: number;
  studySessionParticipants: number;
}

const HOUR = 60 * 60 * 1000;

/** Rows that do not depend on the clock: calendars, tools, launchpads, demo ids; kept if present. */
async function ensureStaticRows(tx: Database, eventsCalendarId: string): Promise<void> {
  await tx.insert(calendars).values(buildCalendars(eventsCalendarId)).onConflictDoNothing();
  await tx.insert(cohortWebtools).values(buildCohortWebtools()).onConflictDoNothing();
  await tx.insert(courseLaunchpads).values(buildLaunchpads()).onConflictDoNothing();
  const { webtoolId, logoUrl } = RETIRED_BROKEN_LOGO;
  await tx
    .update(webtools)
    .set({ logo_url: webtoolDefaults(webtoolId).logo_url })
    .where(and(eq(webtools.id, webtoolId), eq(webtools.logo_url, logoUrl)));
  for (const [email, lmsId] of Object.entries(DEMO_LMS_IDS)) {
    await tx
      .update(users)
      .set({ user_lms_id: lmsId })
      .where(and(eq(users.email, email), isNull(users.user_lms_id)));
  }
}

async function insertAssignments(tx: Database, now: Date): Promise<number> {
  const planned = buildAssignments(now);
  const ids = await tx
    .insert(lmsAssignments)
    .values(planned.map((p) => p.assignment))
    .returning({ id: lmsAssignments.id });
  const overrides = planned.flatMap((p, i) => p.overrides.map((o) => ({ ...o, assignment_id: ids[i]!.id })));
  const submissions = planned.flatMap((p, i) => p.submissions.map((s) => ({ ...s, assignment_id: ids[i]!.id })));
  if (overrides.length) await tx.insert(lmsAssignmentOverrides).values(overrides);
  if (submissions.length) await tx.insert(lmsSubmissions).values(submissions);
  return planned.length;
}

async function insertAnnouncements(tx: Database, now: Date): Promise<number> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map((a) => ({
      // Written through the same sanitiser as every announcement.
      body: sanitizeRichText(a.body),
      post_as: a.post_as === 'product' ? brand.productName : 'myself',
      audience: a.audience,
      program_id: a.program_id ?? null,
      cohort_id: a.cohort_id ?? null,
      author_email: a.author,
      post_schedule: at(a.postedHours),
      post_expiration: a.expiresHours === null ? null : at(a.expiresHours),
      created_by: DASHBOARD_SEED,
      created_at: at(Math.min(a.postedHours, 0)),
    })),
  );
  return ANNOUNCEMENTS.length;
}

/** A study session running in the demo learner's cohort: three classmates, a facilitator and a guest. */
async function insertStudySession(tx: Database, now: Date): Promise<number> {
  const cohort = SEED_COHORT.sebdSeptember2026;
  const hostId = hostIdFor(cohort);
  if (!hostId) return 0;
  const members = await tx
    .select({ email: userCourses.user_email, role: userCourses.user_role_id })
    .from(userCourses)
    .where(
      and(
        eq(userCourses.cohort_id, cohort.cohort_id),
        eq(userCourses.active, true),
        eq(userCourses.is_visible, true),
        // The demo accounts stay free to start or join a session themselves.
        notInArray(
          userCourses.user_email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      ),
    )
    .orderBy(asc(userCourses.user_email));
  const visible = members.filter((m) => isVisibleAccount(m.email, ''));
  const learners = visible.filter((m) => m.role === ROLE.learner).slice(0, 3);
  const staff = visible.find((m) => m.role === ROLE.facilitator);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  // Someone really is in a session there: theirs stays, the demo adds none.
  const [running] = await tx
    .select({ id: studySessions.id })
    .from(studySessions)
    .where(and(eq(studySessions.host_id, hostId), isNull(studySessions.ended_at)));
  if (running) return 0;
  const [session] = await tx
    .insert(studySessions)
    .values({
      cohort_id: cohort.cohort_id,
      host_id: hostId,
      zoom_url: cohort.zoom_url,
      started_by: learners[0]?.email ?? null,
      started_at: ago(25),
      created_by: DASHBOARD_SEED,
    })
    .returning({ id: studySessions.id });
  const joined = [...learners, ...(staff ? [staff] : [])].map((m, i) => ({
    session_id: session!.id,
    user_email: m.email,
    user_role_id: m.role,
    source: 'meeting' as const,
    joined_at: ago(25 - i * 5),
    last_seen_at: now,
  }));
  const guest = {
    session_id: session!.id,
    name: 'Jamie Ortiz',
    is_guest: true,
    source: 'meeting' as const,
    joined_at: ago(6),
    last_seen_at: now,
  };
  await tx.insert(studySessionParticipants).values([...joined, guest]);
  await tx.insert(studySessionTopics).values([
    {
      session_id: session!.id,
      user_email: learners[0]?.email ?? null,
      topic: 'Code review: the REST API project',
      main: true,
      created_at: ago(25),
    },
    {
      session_id: session!.id,
      user_email: learners[1]?.email ?? null,
      topic: 'Debugging Express middleware',
      main: false,
      created_at: ago(18),
    },
  ]);
  return joined.length + 1;
}

/** Announcements of the demo: added once, then only their dates follow the clock (ids stay). */
async function placeAnnouncements(tx: Database, now: Date): Promise<number> {
  const seeded = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.created_by, DASHBOARD_SEED))
    .orderBy(asc(announcements.id));
  if (seeded.length === 0) return insertAnnouncements(tx, now);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  for (const [i, row] of seeded.entries()) {
    const a = ANNOUNCEMENTS[i];
    if (!a) break;
    await tx
      .update(announcements)
      .set({
        post_schedule: at(a.postedHours),
        post_expiration: a.expiresHours === null ? null : at(a.expiresHours),
        created_at: at(Math.min(a.postedHours, 0)),
      })
      .where(eq(announcements.id, row.id));
  }
  return seeded.length;
}

/**
 * The dashboard's demo data around `now`: calendars with classes and events, recordings,
 * assignments in every status, announcements, web tools, the launchpad and a running study
 * session. It only adds and moves demo rows, never deletes what anyone may hold on to: events
 * are added or placed again by their id, recordings are added by their uuid (a recording's id,
 * its links and the watch data on it survive every restart), announcements keep their ids, and
 * a running study session, with whoever joined it, stays. Only the LMS mirror (assignments with
 * their overrides and submissions, which the portal never writes) is replaced around `now`.
 * Deterministic for a given `now` on an empty database.
 */
export async function seedDashboardDemo(tx: Database, options: DashboardSeedOptions): Promise<DashboardSeedSummary> {
  const { now } = options;
  const eventsCalendarId = options.eventsCalendarId ?? DEFAULT_EVENTS_CALENDAR_ID;
  await ensureStaticRows(tx, eventsCalendarId);
  await tx.delete(lmsAssignments).where(eq(lmsAssignments.created_by, DASHBOARD_SEED));
  const events = buildEvents(eventsCalendarId, now);
  const recordings = buildRecordings(events, now, {
    recordings: demoRecordings(),
    attendees: await attendeesByCohort(tx),
  });
  for (let i = 0; i < events.length; i += 200) {
    await tx
      .insert(calendarEvents)
      .values(events.slice(i, i + 200))
      .onConflictDoUpdate({
        target: calendarEvents.id,
        set: {
          summary: sql`excluded.summary`,
          start_date_time: sql`excluded.start_date_time`,
          end_date_time: sql`excluded.end_date_time`,
          meeting_url: sql`excluded.meeting_url`,
        },
        setWhere: eq(calendarEvents.created_by, DASHBOARD_SEED),
      });
  }
  for (let i = 0; i < recordings.length; i += 200) {
    await tx
      .insert(videos)
      .values(recordings.slice(i, i + 200))
      .onConflictDoNothing({ target: videos.uuid });
  }
  return {
    events: events.length,
    recordings: recordings.length,
    assignments: await insertAssignments(tx, now),
    announcements: await placeAnnouncements(tx, now),
    studySessionParticipants: await insertStudySession(tx, now),
  };
}

/**
 * At each start: brings the dashboard's demo data up to `now`, so the demo is alive whenever
 * it starts. Only a database that holds the demo seed is touched (null otherwise); replicas
 * starting together take turns.
 */
export async function topUpDashboardDemo(
  db: Database,
  options: DashboardSeedOptions,
): Promise<DashboardSeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242019)`);
    const [demo] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.email, Object.keys(DEMO_LMS_IDS)), eq(users.created_by, 'seed')));
    if ((demo?.n ?? 0) === 0) return null;
    return seedDashboardDemo(tx, options);
  });
}
