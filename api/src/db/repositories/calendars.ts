import type { Calendar } from '@cedar/shared/contract';
import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { calendarEvents, calendarFeedTokens, calendars, cohorts, userCourses } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

/** A stored calendar event. */
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** A cohort's calendars (active ones unless told otherwise), by id. */
export async function listCohortCalendars(
  db: Database,
  cohortId: number,
  options: { activeOnly?: boolean } = {},
): Promise<Calendar[]> {
  return db
    .select({
      id: calendars.id,
      cohort_id: calendars.cohort_id,
      calendar_name: calendars.calendar_name,
      calendar_url: calendars.calendar_url,
      google_calendar_id: calendars.google_calendar_id,
      active: calendars.active,
    })
    .from(calendars)
    .where(
      and(eq(calendars.cohort_id, cohortId), options.activeOnly === false ? undefined : eq(calendars.active, true)),
    )
    .orderBy(asc(calendars.id));
}

/** Active calendars of every cohort the user is an active member of. */
export async function listMemberCalendars(
  db: Database,
  email: string,
): Promise<(Calendar & { cohort_name: string })[]> {
  return db
    .selectDistinct({
      id: calendars.id,
      cohort_id: calendars.cohort_id,
      calendar_name: calendars.calendar_name,
      calendar_url: calendars.calendar_url,
      google_calendar_id: calendars.google_calendar_id,
      active: calendars.active,
      cohort_name: cohorts.cohort_name,
    })
    .from(calendars)
    .innerJoin(userCourses, eq(userCourses.cohort_id, calendars.cohort_id))
    .innerJoin(cohorts, eq(cohorts.cohort_id, calendars.cohort_id))
    .where(
      and(eq(userCourses.user_email, normaliseEmail(email)), eq(userCourses.active, true), eq(calendars.active, true)),
    )
    .orderBy(asc(calendars.id));
}

/** Events of the given calendars that start in [start, end), by start time. */
export async function listEventsBetween(
  db: Database,
  googleCalendarIds: string[],
  start: Date,
  end: Date,
): Promise<CalendarEventRow[]> {
  if (googleCalendarIds.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        inArray(calendarEvents.google_calendar_id, [...new Set(googleCalendarIds)]),
        gte(calendarEvents.start_date_time, start),
        lt(calendarEvents.start_date_time, end),
      ),
    )
    .orderBy(asc(calendarEvents.start_date_time), asc(calendarEvents.id));
}

/** When the user's live calendar feed was made; null when they have none. */
export async function findLiveFeedToken(db: Database, email: string): Promise<{ created_at: Date } | null> {
  const [row] = await db
    .select({ created_at: calendarFeedTokens.created_at })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.user_email, normaliseEmail(email)), isNull(calendarFeedTokens.revoked_at)));
  return row ?? null;
}

/** Replaces the user's feed token (the old one stops working) in one transaction. */
export async function replaceFeedToken(
  db: Database,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<{ created_at: Date }> {
  const user_email = normaliseEmail(email);
  return db.transaction(async (tx) => {
    await tx
      .update(calendarFeedTokens)
      .set({ revoked_at: now })
      .where(and(eq(calendarFeedTokens.user_email, user_email), isNull(calendarFeedTokens.revoked_at)));
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({ user_email, token_hash: tokenHash, created_at: now })
      .returning({ created_at: calendarFeedTokens.created_at });
    return row!;
  });
}

/** Revokes the user's feed token; true when there was one. */
export async function revokeFeedTokens(db: Database, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(calendarFeedTokens)
    .set({ revoked_at: now })
    .where(and(eq(calendarFeedTokens.user_email, normaliseEmail(email)), isNull(calendarFeedTokens.revoked_at)))
    .returning({ id: calendarFeedTokens.id });
  return rows.length > 0;
}

/** The owner of a live feed token, by its hash; null when unknown or revoked. */
export async function findFeedOwner(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ user_email: calendarFeedTokens.user_email })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.token_hash, tokenHash), isNull(calendarFeedTokens.revoked_at)));
  return row?.user_email ?? null;
}

/** A calendar event of a meeting, with a cohort that has its calendar. */
export interface MeetingEventRow {
  id: string;
  google_calendar_id: string;
  start: Date;
  end: Date;
  cohort_id: number;
}

/**
 * The calendar events of a meeting: those whose meeting link ends with the meeting id, one row
 * per cohort that has the event's calendar, latest start first (then by event id, calendar and
 * cohort, so the order is always the same).
 */
export async function listMeetingEvents(db: Database, meetingId: string): Promise<MeetingEventRow[]> {
  return db
    .select({
      id: calendarEvents.id,
      google_calendar_id: calendarEvents.google_calendar_id,
      start: calendarEvents.start_date_time,
      end: calendarEvents.end_date_time,
      cohort_id: calendars.cohort_id,
    })
    .from(calendarEvents)
    .innerJoin(calendars, eq(calendars.google_calendar_id, calendarEvents.google_calendar_id))
    .where(or(like(calendarEvents.meeting_url, `%/${meetingId}`), like(calendarEvents.meeting_url, `%/${meetingId}?%`)))
    .orderBy(
      desc(calendarEvents.start_date_time),
      asc(calendarEvents.id),
      asc(calendarEvents.google_calendar_id),
      asc(calendars.cohort_id),
    );
}
