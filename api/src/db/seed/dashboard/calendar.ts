import { meetingIdFromUrl } from '@cedar/shared/domain';
import type { calendarEvents, calendars, videos } from '../../schema/index.ts';
import { SEED_COHORTS, type SeedCohort } from '../catalog.ts';
import { describeSession, pickParticipants, pickTags, seedOf, type SeedAttendee } from '../media/details.ts';
import { DEMO_TOPICS, type DemoRecording } from '../media/recordings.ts';
import { createRandom } from '../random.ts';
import { CLASS_TOPICS, SPEAKER_EVENTS } from './content.ts';
import { calendarUrlOf, classCalendarId, DASHBOARD_SEED, officeHoursUrl, uuidFrom, WEBINAR_URL } from './ids.ts';
import { academyDay, academyTime, anchorOf, minutes, weekday } from './time.ts';

type NewCalendar = typeof calendars.$inferInsert;
type NewEvent = typeof calendarEvents.$inferInsert;
type NewVideo = typeof videos.$inferInsert;

const PAST_DAYS = 14;
const FUTURE_DAYS = 21;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A topic for a date: the same date always gets the same topic. */
function topicOn(cohort: SeedCohort, dateKey: string, shift = 0): string {
  const topics = CLASS_TOPICS[cohort.program_id] ?? CLASS_TOPICS[1]!;
  const day = Math.floor(Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS);
  return topics[(day + shift) % topics.length]!;
}

/**
 * What a class that already took place was about: one of the demo recordings' subjects, so
 * its recording (which plays that demo recording) says what its title says. Classes to come
 * follow the curriculum (topicOn).
 */
function recordedTopicOn(cohort: SeedCohort, dateKey: string): string {
  const topics = Object.values(DEMO_TOPICS).map((about) => about.topic);
  const day = Math.floor(Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS);
  return topics[(day + cohort.cohort_id) % topics.length]!;
}

/** Each cohort's class calendar, and the speakers-and-events calendar for every cohort still running. */
export function buildCalendars(eventsCalendarId: string): NewCalendar[] {
  return SEED_COHORTS.flatMap((cohort) => {
    const own: NewCalendar = {
      cohort_id: cohort.cohort_id,
      calendar_name: `${cohort.cohort_name} Classes`,
      calendar_url: calendarUrlOf(classCalendarId(cohort.cohort_id)),
      google_calendar_id: classCalendarId(cohort.cohort_id),
      created_by: DASHBOARD_SEED,
    };
    if (cohort.course.status === 'completed') return [own];
    const speakers: NewCalendar = {
      cohort_id: cohort.cohort_id,
      calendar_name: 'Speakers & Events',
      calendar_url: calendarUrlOf(eventsCalendarId),
      google_calendar_id: eventsCalendarId,
      created_by: DASHBOARD_SEED,
    };
    return [own, speakers];
  });
}

function event(id: string, calendarId: string, summary: string, start: Date, end: Date, url: string | null): NewEvent {
  return {
    id,
    google_calendar_id: calendarId,
    summary,
    description: null,
    start_date_time: start,
    end_date_time: end,
    meeting_url: url,
    created_by: DASHBOARD_SEED,
  };
}

/**
 * Today, whatever the time: a class that ended with a recording, one happening now, and
 * office hours starting within 10 minutes.
 */
function todayEvents(cohort: SeedCohort, now: Date): NewEvent[] {
  const today = academyDay(now);
  const anchor = anchorOf(now).getTime();
  const calendar = classCalendarId(cohort.cohort_id);
  const at = (offset: number) => new Date(anchor + minutes(offset));
  const prefix = `seed-c${cohort.cohort_id}-${today}`;
  return [
    event(
      `${prefix}-earlier`,
      calendar,
      `Live Class: ${recordedTopicOn(cohort, today)}`,
      at(-100),
      at(-40),
      cohort.zoom_url,
    ),
    event(`${prefix}-now`, calendar, `Workshop: ${topicOn(cohort, today, 1)}`, at(-20), at(40), cohort.zoom_url),
    event(`${prefix}-soon`, calendar, 'Office Hours', at(10), at(55), officeHoursUrl(cohort.cohort_id)),
  ];
}

/** Classes Monday to Thursday and office hours on Fridays, from two weeks back to three ahead. */
function regularEvents(cohort: SeedCohort, now: Date): NewEvent[] {
  const calendar = classCalendarId(cohort.cohort_id);
  const hour = 11 + (cohort.cohort_id % 3) * 2;
  const events: NewEvent[] = [];
  for (let offset = -PAST_DAYS; offset <= FUTURE_DAYS; offset += 1) {
    const day = academyDay(now, offset);
    const id = `seed-c${cohort.cohort_id}-${day}`;
    const dow = weekday(day);
    if (offset === 0 || dow === 0 || dow === 6) continue;
    if (dow === 5) {
      events.push(
        event(
          `${id}-office`,
          calendar,
          'Office Hours',
          academyTime(day, 12),
          academyTime(day, 13),
          officeHoursUrl(cohort.cohort_id),
        ),
      );
    } else {
      const summary = `Live Class: ${offset < 0 ? recordedTopicOn(cohort, day) : topicOn(cohort, day)}`;
      events.push(
        event(`${id}-class`, calendar, summary, academyTime(day, hour), academyTime(day, hour + 2), cohort.zoom_url),
      );
    }
  }
  return events;
}

/** A prestart cohort meets a few times before its course begins. */
function orientationEvents(cohort: SeedCohort, now: Date): NewEvent[] {
  const calendar = classCalendarId(cohort.cohort_id);
  return [1, 4, 8].map((offset, index) => {
    const day = academyDay(now, offset);
    const summary = CLASS_TOPICS[9]![index % CLASS_TOPICS[9]!.length]!;
    return event(
      `seed-c${cohort.cohort_id}-${day}-orientation`,
      calendar,
      summary,
      academyTime(day, 18),
      academyTime(day, 19),
      officeHoursUrl(cohort.cohort_id),
    );
  });
}

function speakerEvents(eventsCalendarId: string, now: Date): NewEvent[] {
  return SPEAKER_EVENTS.map((item) => {
    const day = academyDay(now, item.day);
    const result = event(
      `seed-events-${day}`,
      eventsCalendarId,
      item.summary,
      academyTime(day, item.hour),
      academyTime(day, item.hour + 1),
      WEBINAR_URL,
    );
    return { ...result, description: item.description };
  });
}

/** Every demo event around `now`. */
export function buildEvents(eventsCalendarId: string, now: Date): NewEvent[] {
  const events = SEED_COHORTS.flatMap((cohort) => {
    if (cohort.course.status === 'prestart') return orientationEvents(cohort, now);
    if (cohort.course.status !== 'active' || !cohort.zoom_url) return [];
    return [...regularEvents(cohort, now), ...todayEvents(cohort, now)];
  });
  return [...events, ...speakerEvents(eventsCalendarId, now)];
}

/** What the recordings need beyond the events: the demo files and who was there, by cohort. */
export interface RecordingContext {
  recordings: readonly DemoRecording[];
  attendees: ReadonlyMap<number, readonly SeedAttendee[]>;
}

/** The cohort of each class calendar (the speakers-and-events calendar is shared, so absent). */
const COHORT_OF_CALENDAR = new Map(SEED_COHORTS.map((c) => [classCalendarId(c.cohort_id), c.cohort_id]));

function recording(
  source: NewEvent,
  key: string,
  startAfter: number,
  length: number,
  context: RecordingContext,
): NewVideo {
  const start = new Date(source.start_date_time.getTime() + minutes(startAfter));
  const end = new Date(start.getTime() + minutes(length));
  const random = createRandom(seedOf(`${DASHBOARD_SEED}:${source.id}`));
  // A class plays the demo recording of its subject; office hours one of them, named in the title.
  const file =
    context.recordings.find((r) => source.summary.endsWith(`: ${r.topic}`)) ?? random.pick(context.recordings);
  const title = source.summary.endsWith(`: ${file.topic}`) ? source.summary : `${source.summary}: ${file.topic}`;
  const kind = source.summary.split(':')[0]!;
  return {
    uuid: uuidFrom(key),
    meeting_id: meetingIdFromUrl(source.meeting_url),
    title,
    description: describeSession(kind, file, random.chance(0.4)),
    tags: pickTags(random, file),
    google_calendar_ids: [source.google_calendar_id],
    google_event_ids: [source.id],
    recording_start: start,
    recording_end: end,
    source_details: { recording_details: { start_time: start.toISOString() } },
    video_cdn_url: file.video,
    transcripts_cdn_url: file.transcript,
    chat_cdn_url: file.chat,
    thumbnail_cdn_url: file.thumbnail,
    duration_seconds: file.duration,
    meeting_participants: pickParticipants(
      random,
      context.attendees.get(COHORT_OF_CALENDAR.get(source.google_calendar_id) ?? -1) ?? [],
    ),
    created_by: DASHBOARD_SEED,
    created_date: end,
  };
}

/**
 * A recording of every class and office hours that has ended, and for one class a short false
 * start the same day, so the recording choice (the longest of the day) has something to choose
 * from. Each plays the demo recording of its subject, with the cohort's people, tags and a
 * description. Speakers-and-events sessions are not recorded (none of the demo recordings is
 * a talk): they show that a recording can be unavailable.
 */
export function buildRecordings(events: NewEvent[], now: Date, context: RecordingContext): NewVideo[] {
  const ended = events.filter(
    (e) =>
      e.end_date_time.getTime() <= now.getTime() &&
      meetingIdFromUrl(e.meeting_url) &&
      COHORT_OF_CALENDAR.has(e.google_calendar_id),
  );
  const videos = ended.map((e) => {
    const length = Math.round((e.end_date_time.getTime() - e.start_date_time.getTime()) / minutes(1)) - 6;
    return recording(e, e.id, 2, Math.max(length, 5), context);
  });
  const falseStart = ended.filter((e) => e.id.startsWith('seed-c1-') && e.id.endsWith('-class')).at(-1);
  if (falseStart) videos.push(recording(falseStart, `${falseStart.id}-false-start`, 1, 4, context));
  return videos;
}
