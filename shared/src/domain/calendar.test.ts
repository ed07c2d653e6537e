import {
  addDays,
  calendarSrc,
  calendarWindow,
  eventKind,
  isKnownTimeZone,
  localDateKey,
  startOfLocalDay,
  zonedDateTime,
} from './calendar.ts';

const EVENTS = 'speakers-events@cedar.academy';

describe('calendar rules', () => {
  it('reads the calendar of a calendar URL from src, else cid', () => {
    expect(calendarSrc(`https://calendar.google.com/calendar/embed?src=${encodeURIComponent(EVENTS)}`)).toBe(EVENTS);
    expect(calendarSrc('https://calendar.google.com/calendar/r?cid=abc')).toBe('abc');
    expect(calendarSrc('https://calendar.google.com/calendar/r')).toBeNull();
    expect(calendarSrc('not a url')).toBeNull();
    expect(calendarSrc(null)).toBeNull();
  });

  it('gives kind event to the speakers-and-events calendar only', () => {
    expect(eventKind(`https://calendar.google.com/calendar/embed?src=${EVENTS.toUpperCase()}`, EVENTS)).toBe('event');
    expect(eventKind('https://calendar.google.com/calendar/embed?src=classes@cedar.academy', EVENTS)).toBe('class');
    expect(eventKind(null, EVENTS)).toBe('class');
  });

  it('finds local dates and the start of a local day across daylight saving', () => {
    expect(localDateKey('2026-11-01T03:30:00Z', 'America/Chicago')).toBe('2026-10-31');
    expect(localDateKey('2026-11-01T03:30:00Z')).toBe('2026-11-01');
    // Chicago leaves daylight saving on 2026-11-01: the day starts at UTC-5, the next at UTC-6.
    expect(startOfLocalDay('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(startOfLocalDay('2026-03-08', 'Asia/Kolkata').toISOString()).toBe('2026-03-07T18:30:00.000Z');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(zonedDateTime('2026-11-01', 11, 30, 'America/New_York').toISOString()).toBe('2026-11-01T16:30:00.000Z');
    expect(zonedDateTime('2026-10-31', 11, 30, 'America/New_York').toISOString()).toBe('2026-10-31T15:30:00.000Z');
  });

  it('spans 7 days before to 7 days after today in the given zone', () => {
    const now = new Date('2026-09-14T02:00:00Z'); // still the 13th in Chicago
    const chicago = calendarWindow(now, 'America/Chicago');
    expect(chicago.start.toISOString()).toBe('2026-09-06T05:00:00.000Z');
    expect(chicago.end.toISOString()).toBe('2026-09-21T05:00:00.000Z');
    const utc = calendarWindow(now);
    expect(utc.start.toISOString()).toBe('2026-09-07T00:00:00.000Z');
    expect(utc.end.toISOString()).toBe('2026-09-22T00:00:00.000Z');
  });

  it('knows real time zones', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
