import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

/** A cohort's calendar (admin-console §3 Calendar). */
export const Calendar = Type.Object({
  id: Type.Integer(),
  cohort_id: Type.Integer(),
  calendar_name: Type.String(),
  calendar_url: Type.String(),
  google_calendar_id: Type.String(),
  active: Type.Boolean(),
});
/** A cohort's calendar. */
export type Calendar = Static<typeof Calendar>;

const EventKind = Type.Union([Type.Literal('class'), Type.Literal('event')]);

/**
 * A calendar event (§3). `calendar_url` names its calendar (`src`); `kind` is `event` for the
 * configured speakers-and-events calendar, else `class`.
 */
export const CalendarEvent = Type.Object({
  id: Type.String(),
  summary: Type.String(),
  description: Nullable(Type.String()),
  start_date_time: Timestamp,
  end_date_time: Timestamp,
  meeting_url: Nullable(Type.String()),
  calendar_url: Type.String(),
  google_calendar_id: Type.String(),
  kind: EventKind,
});
/** A calendar event (§3). */
export type CalendarEvent = Static<typeof CalendarEvent>;

/** Query of GET /calendars/: the calendars of one cohort. */
export const CalendarsQuery = Type.Object({ cohort_id: Id() });
/** Query of GET /calendars/. */
export type CalendarsQuery = Static<typeof CalendarsQuery>;

/** Answer of GET /calendars/. */
export const CalendarsEnvelope = Type.Object({ message: Type.Object({ calendars: Type.Array(Calendar) }) });
/** Answer of GET /calendars/. */
export type CalendarsEnvelope = Static<typeof CalendarsEnvelope>;

/** Path parameters of the /v1/cohort/:cohortId/... calls. */
export const CohortParams = Type.Object({ cohortId: Id() });
/** Path parameters of the /v1/cohort/:cohortId/... calls. */
export type CohortParams = Static<typeof CohortParams>;

/**
 * Query of GET /v1/cohort/:cohortId/calendars: "today" is taken in `time_zone` (IANA), else
 * in the caller's profile time zone, else UTC.
 */
export const CohortCalendarsQuery = Type.Object({ time_zone: Type.Optional(Text({ maxLength: 64 })) });
/** Query of GET /v1/cohort/:cohortId/calendars. */
export type CohortCalendarsQuery = Static<typeof CohortCalendarsQuery>;

/** A calendar with its events in the window. */
export const CalendarWithEvents = Type.Object({
  ...Calendar.properties,
  kind: EventKind,
  calendar_events: Type.Array(CalendarEvent),
});
/** A calendar with its events in the window. */
export type CalendarWithEvents = Static<typeof CalendarWithEvents>;

/** Answer of GET /v1/cohort/:cohortId/calendars: events from 7 days before to 7 days after today. */
export const CohortCalendarsEnvelope = Type.Object({
  message: Type.Object({
    calendars: Type.Array(CalendarWithEvents),
    window: Type.Object({ start: Timestamp, end: Timestamp, time_zone: Type.String() }),
  }),
});
/** Answer of GET /v1/cohort/:cohortId/calendars. */
export type CohortCalendarsEnvelope = Static<typeof CohortCalendarsEnvelope>;

/** A recording of a meeting (§3 Event recording, recordingDetails entry). */
export const Recording = Type.Object({
  meeting_id: Type.String(),
  title: Nullable(Type.String()),
  video_details: Type.Object({
    generatedUUID: Nullable(Type.String()),
    recording_start: Nullable(Timestamp),
    recording_end: Nullable(Timestamp),
  }),
  source_details: Type.Object({ recording_details: Type.Object({ start_time: Nullable(Timestamp) }) }),
});
/** A recording of a meeting. */
export type Recording = Static<typeof Recording>;

/** Query of GET /v1/recordings: comma-joined meeting ids (at most 100). */
export const RecordingsQuery = Type.Object({
  meeting_ids: Text({ minLength: 1, maxLength: 2400, pattern: '^[0-9]{1,20}(,[0-9]{1,20}){0,99}$' }),
});
/** Query of GET /v1/recordings. */
export type RecordingsQuery = Static<typeof RecordingsQuery>;

/** Answer of GET /v1/recordings: recordings of those meetings in the caller's cohorts' calendars. */
export const RecordingsEnvelope = Type.Object({ message: Type.Object({ recordings: Type.Array(Recording) }) });
/** Answer of GET /v1/recordings. */
export type RecordingsEnvelope = Static<typeof RecordingsEnvelope>;

/** A personal calendar feed: the URL is only ever shown when it is made. */
export const CalendarSubscription = Type.Object({
  active: Type.Boolean(),
  created_at: Timestamp,
  url: Type.Optional(Type.String()),
  webcal_url: Type.Optional(Type.String()),
});
/** A personal calendar feed. */
export type CalendarSubscription = Static<typeof CalendarSubscription>;

/** Answer of GET, POST and DELETE /v1/calendar/subscription. */
export const CalendarSubscriptionEnvelope = Type.Object({
  message: Type.Object({ subscription: Nullable(CalendarSubscription) }),
});
/** Answer of the calendar subscription calls. */
export type CalendarSubscriptionEnvelope = Static<typeof CalendarSubscriptionEnvelope>;

/** Path parameters of GET /calendar/:token.ics. */
export const CalendarFeedParams = Type.Object({ token: Text({ minLength: 1, maxLength: 128 }) });
/** Path parameters of GET /calendar/:token.ics. */
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;
