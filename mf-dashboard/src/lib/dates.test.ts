import { bylineDate, dayHeader, daysUntil, longDateTime, relativeTo, shortDate } from './dates';

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
