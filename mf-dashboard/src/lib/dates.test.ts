import fc from 'fast-check';
import { moment } from '@cedar/shared/dates';
import { bylineDate, dayHeader, daysUntil, longDateTime, relativeTo, shortDate, timeOfDay } from './dates';

const CHICAGO = 'America/Chicago';

describe('dashboard dates', () => {
  it('formats the byline as MM/DD/YYYY @ h:mmA with the zone', () => {
    expect(bylineDate('2026-09-14T15:05:00Z', CHICAGO)).toBe('09/14/2026 @ 10:05AM CDT');
    expect(bylineDate('not a date', CHICAGO)).toBeNull();
    expect(bylineDate(null, CHICAGO)).toBeNull();
  });

  it('formats the long date of §9 and day headers', () => {
    expect(longDateTime('2026-09-14T15:05:00Z', CHICAGO)).toBe('Monday, September 14 | 10:05 am CDT');
    expect(dayHeader('2026-09-14')).toBe('Monday, September 14');
  });

  it('shows completed dates with the real month', () => {
    expect(shortDate('2026-01-31T18:00:00Z', CHICAGO)).toBe('1/31/2026');
  });

  it('counts whole days to a date in the zone', () => {
    const now = new Date('2026-09-15T03:00:00Z'); // still the 14th in Chicago
    expect(daysUntil('2026-09-20', now, CHICAGO)).toBe(6);
    expect(daysUntil('2026-09-10', now, CHICAGO)).toBe(-4);
  });

  it('tells a start relative to now', () => {
    expect(relativeTo('2026-09-14T15:05:00Z', new Date('2026-09-14T15:00:00Z'))).toBe('in 5 minutes');
  });
});

describe('dashboard dates match what moment-timezone prints', () => {
  // The dashboard formats with Intl (ADR 0048); moment stays the portal's formatter elsewhere,
  // so the two must agree wherever English names the zone.
  const ZONES = [
    'America/Chicago',
    'America/New_York',
    'America/Los_Angeles',
    'America/Denver',
    'America/Phoenix',
    'Pacific/Honolulu',
    'America/Anchorage',
    'UTC',
  ];
  // moment's 10-year zone data ends in 2031; Intl's goes on.
  const instants = fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString());

  it('formats every pattern as moment does, daylight saving included', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const at = moment.tz(instant, moment.ISO_8601, zone);
        expect(bylineDate(instant, zone)).toBe(at.format('MM/DD/YYYY @ h:mmA z'));
        expect(longDateTime(instant, zone)).toBe(at.format('dddd, MMMM D | h:mm a z'));
        expect(timeOfDay(instant, zone)).toBe(at.format('h:mm A'));
        expect(timeOfDay(instant, zone, true)).toBe(at.format('h:mm A z'));
        expect(shortDate(instant, zone)).toBe(at.format('M/D/YYYY'));
        expect(dayHeader(instant.slice(0, 10))).toBe(moment.utc(instant.slice(0, 10)).format('dddd, MMMM D'));
      }),
    );
  });

  it('reads a time without an offset as the zone’s wall clock, as moment.tz does', () => {
    for (const text of ['2026-09-14T10:05:00', '2026-09-14 10:05', '2026-03-08T03:30:00', '2026-11-01T01:30:00.250'])
      expect(shortDate(text, CHICAGO) + timeOfDay(text, CHICAGO, true)).toBe(
        moment.tz(text, moment.ISO_8601, CHICAGO).format('M/D/YYYYh:mm A z'),
      );
    expect(timeOfDay('2026-09-14T10:05:00+02:00', CHICAGO, true)).toBe('3:05 AM CDT');
  });

  it('names other zones by their offset and refuses unknown zones', () => {
    expect(timeOfDay('2026-01-14T12:00:00.000Z', 'Europe/Berlin', true)).toBe('1:00 PM GMT+1');
    expect(timeOfDay('2026-01-14T12:00:00.000Z', 'Mars/Olympus', true)).toBe('');
    expect(bylineDate('2026-01-14T12:00:00.000Z', 'Mars/Olympus')).toBeNull();
  });

  it('tells any distance in moment’s words', () => {
    const now = new Date('2026-09-14T15:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: -4e10, max: 4e10 }), (offsetMs) => {
        const instant = new Date(now.getTime() + offsetMs).toISOString();
        expect(relativeTo(instant, now)).toBe(moment(instant).from(moment(now)));
      }),
      { numRuns: 2000 },
    );
    expect(relativeTo('2026-09-14T15:00:00.000Z', now)).toBe('a few seconds ago');
  });
});
