import type { CalendarEvent, CalendarWithEvents, Recording } from '@cedar/shared/contract';

/** The moment the calendar fixtures are seen from: Monday 14 September 2026, 10:00 in Chicago. */
export const NOW = new Date('2026-09-14T15:00:00Z');

const MINUTE = 60_000;
const at = (offsetMinutes: number) => new Date(NOW.getTime() + offsetMinutes * MINUTE).toISOString();

let nextId = 1;
function event(
  summary: string,
  startOffset: number,
  minutes: number,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent {
  const id = nextId++;
  return {
    id: `evt-${id}`,
    summary,
    description: null,
    start_date_time: at(startOffset),
    end_date_time: at(startOffset + minutes),
    meeting_url: `https://zoom.us/j/8412026${String(id).padStart(4, '0')}`,
    calendar_url: 'https://calendar.google.com/calendar/embed?src=sebd-sep-2026%40cedar.academy',
    google_calendar_id: 'sebd-sep-2026@cedar.academy',
    kind: 'class',
    ...extra,
  };
}

const DAY = 24 * 60;

/** Happening now: started 30 minutes ago, ends in 30 minutes. */
export const liveEvent = event('Live Lecture: REST APIs', -30, 60);
/** Starts in 5 minutes: Join Early. */
export const joinEarlyEvent = event('Code Review Circle', 5, 60);
/** Starts in 3 hours. */
export const futureEvent = event('Office Hours', 180, 60);
/** Ended this morning, with a recording. */
export const passedWithRecording = event('Morning Standup', -120, 30);
/** Ended this morning, no recording came. */
export const passedWithoutRecording = event('Pair Programming Lab', -90, 45);
/** Yesterday's class with a recording. */
export const yesterdayClass = event('Intro to SQL', -DAY - 60, 90);
/** An event of the speakers-and-events calendar, in three days. */
export const speakerEvent = event('Guest Speaker: Life as an SRE', 3 * DAY, 60, {
  kind: 'event',
  calendar_url: 'https://calendar.google.com/calendar/embed?src=speakers-events%40cedar.academy',
  google_calendar_id: 'speakers-events@cedar.academy',
});
/** A class without a meeting link, tomorrow. */
export const noLinkClass = event('Study Hall', DAY + 60, 60, { meeting_url: null });

function calendar(id: number, kind: 'class' | 'event', events: CalendarEvent[]): CalendarWithEvents {
  return {
    id,
    cohort_id: 7,
    calendar_name: kind === 'event' ? 'Speakers & Events' : 'SEBD September 2026',
    calendar_url: events[0]?.calendar_url ?? '',
    google_calendar_id: events[0]?.google_calendar_id ?? '',
    active: true,
    kind,
    calendar_events: events,
  };
}

/** The cohort's calendars with events in every state. */
export const calendars: CalendarWithEvents[] = [
  calendar(1, 'class', [
    liveEvent,
    joinEarlyEvent,
    futureEvent,
    passedWithRecording,
    passedWithoutRecording,
    yesterdayClass,
    noLinkClass,
  ]),
  calendar(2, 'event', [speakerEvent]),
];

/** Calendars whose only events are today's: Recent and Upcoming are disabled. */
export const todayOnlyCalendars: CalendarWithEvents[] = [calendar(1, 'class', [liveEvent, futureEvent])];

/** Calendars with nothing today. */
export const noTodayCalendars: CalendarWithEvents[] = [
  calendar(1, 'class', [yesterdayClass]),
  calendar(2, 'event', [speakerEvent]),
];

function recording(of: CalendarEvent, uuid: string): Recording {
  return {
    meeting_id: of.meeting_url!.split('/').pop()!,
    title: of.summary,
    video_details: { generatedUUID: uuid, recording_start: of.start_date_time, recording_end: of.end_date_time },
    source_details: { recording_details: { start_time: of.start_date_time } },
  };
}

/** Recordings of this morning's standup and of yesterday's class. */
export const recordings: Recording[] = [
  recording(passedWithRecording, '3f2a6c1e-standup'),
  recording(yesterdayClass, '9b1d0f4a-sql'),
];
