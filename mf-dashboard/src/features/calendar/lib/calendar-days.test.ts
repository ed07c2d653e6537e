import { calendarDays, eventsOf, hasEvents, meetingIds } from './calendar-days';
import { NOW, calendars, liveEvent, speakerEvent, todayOnlyCalendars, yesterdayClass } from '../fixtures';

const TZ = 'America/Chicago';

describe('calendar days', () => {
  const events = eventsOf(calendars);

  it('puts every event once, by start time', () => {
    expect(eventsOf([...calendars, calendars[0]!])).toHaveLength(events.length);
    expect(events[0]).toBe(yesterdayClass);
  });

  it('splits the window into 7 days before, today and 7 days after', () => {
    const days = calendarDays(events, NOW, TZ);
    expect(days.today.dateKey).toBe('2026-09-14');
    expect(days.today.events.map((e) => e.summary)).toContain(liveEvent.summary);
    expect(days.recent.map((d) => d.dateKey)).toEqual([
      '2026-09-13',
      '2026-09-12',
      '2026-09-11',
      '2026-09-10',
      '2026-09-09',
      '2026-09-08',
      '2026-09-07',
    ]);
    expect(days.recent[0]!.events).toEqual([yesterdayClass]);
    expect(days.upcoming[0]!.dateKey).toBe('2026-09-15');
    expect(days.upcoming[2]!.events).toEqual([speakerEvent]);
  });

  it("takes today in the learner's zone", () => {
    const lateEvening = new Date('2026-09-15T03:00:00Z');
    expect(calendarDays([], lateEvening, TZ).today.dateKey).toBe('2026-09-14');
    expect(calendarDays([], lateEvening, 'UTC').today.dateKey).toBe('2026-09-15');
  });

  it('knows when a tab has no event', () => {
    const days = calendarDays(eventsOf(todayOnlyCalendars), NOW, TZ);
    expect(hasEvents(days.recent)).toBe(false);
    expect(hasEvents(days.upcoming)).toBe(false);
  });

  it('collects meeting ids once, skipping events without a link', () => {
    const ids = meetingIds([...events, liveEvent]);
    expect(ids).toHaveLength(events.length - 1);
    expect(ids).toContain(liveEvent.meeting_url!.split('/').pop());
  });
});
