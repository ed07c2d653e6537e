import type { Calendar } from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import {
  type CalendarEventRow,
  findFeedOwner,
  findLiveFeedToken,
  listCohortCalendars,
  listEventsBetween,
  listMeetingEvents,
  listMemberCalendars,
  type MeetingEventRow,
  replaceFeedToken,
  revokeFeedTokens,
} from '../db/repositories/calendars.ts';

/** Cohort calendars, their events and the personal calendar feeds. */
export interface CalendarsRepository {
  /** A cohort's calendars (only active ones with `activeOnly`). */
  ofCohort(cohortId: number, options?: { activeOnly?: boolean }): Promise<Calendar[]>;
  /** The calendars of every cohort the user is an active member of, with the cohort's name. */
  ofMember(email: string): Promise<(Calendar & { cohort_name: string })[]>;
  /** Events of the given calendars that overlap [start, end). */
  eventsBetween(googleCalendarIds: string[], start: Date, end: Date): Promise<CalendarEventRow[]>;
  /** The events of a meeting (by the id its link ends with), one per cohort that has the calendar. */
  meetingEvents(meetingId: string): Promise<MeetingEventRow[]>;
  /** When the user's live feed token was made; null when they have none. */
  liveFeedToken(email: string): Promise<{ created_at: Date } | null>;
  /** Revokes the user's feed tokens and stores a new one (its hash). */
  replaceFeedToken(email: string, tokenHash: string, now: Date): Promise<{ created_at: Date }>;
  /** Revokes the user's feed tokens; false when there was none. */
  revokeFeedTokens(email: string, now: Date): Promise<boolean>;
  /** The e-mail of a live feed token's owner; null when the token is unknown or revoked. */
  feedOwner(tokenHash: string): Promise<string | null>;
}

/** The calendars repository over a drizzle database (PGlite or PostgreSQL). */
export function createCalendarsRepository(db: Database): CalendarsRepository {
  return {
    ofCohort: (cohortId, options) => listCohortCalendars(db, cohortId, options),
    ofMember: (email) => listMemberCalendars(db, email),
    eventsBetween: (ids, start, end) => listEventsBetween(db, ids, start, end),
    meetingEvents: (meetingId) => listMeetingEvents(db, meetingId),
    liveFeedToken: (email) => findLiveFeedToken(db, email),
    replaceFeedToken: (email, tokenHash, now) => replaceFeedToken(db, email, tokenHash, now),
    revokeFeedTokens: (email, now) => revokeFeedTokens(db, email, now),
    feedOwner: (tokenHash) => findFeedOwner(db, tokenHash),
  };
}
