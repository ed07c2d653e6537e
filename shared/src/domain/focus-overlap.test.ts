import { describeOverlap, focusHoursOnViewerClock, focusOverlap } from './focus-overlap.ts';

// US daylight saving ends on Sunday 1 November 2026; the UK's ended a week earlier (25 October).
// In the week of 25 October New York is 4 hours behind London, in the week after 5 hours.
const DST_GAP_WEEK = new Date('2026-10-28T12:00:00Z');
const AFTER_WEEK = new Date('2026-11-04T12:00:00Z');

describe('focus time on the viewer’s clock', () => {
  it('moves a New York evening to the London night, by that week’s offsets', () => {
    const ny = { timeZone: 'America/New_York', focus: { tuesday: ['evening_eagle' as const] } };
    const during = [...focusHoursOnViewerClock(ny, 'Europe/London', DST_GAP_WEEK)];
    // Tue 18:00-24:00 New York (UTC-4) = Tue 22:00 to Wed 04:00 London (UTC+0).
    expect(during).toEqual([2 * 24 + 22, 2 * 24 + 23, 3 * 24, 3 * 24 + 1, 3 * 24 + 2, 3 * 24 + 3]);
    const after = [...focusHoursOnViewerClock(ny, 'Europe/London', AFTER_WEEK)];
    // After 1 November New York is UTC-5: Tue 23:00 to Wed 05:00 London.
    expect(after).toEqual([2 * 24 + 23, 3 * 24, 3 * 24 + 1, 3 * 24 + 2, 3 * 24 + 3, 3 * 24 + 4]);
  });

  it('wraps Saturday night hours past the week’s end to its start', () => {
    const tokyo = { timeZone: 'Asia/Tokyo', focus: { sunday: ['morning_lark' as const] } };
    // Sun 06:00-12:00 Tokyo (UTC+9) = Sat 21:00 to Sun 03:00 UTC.
    const hours = [...focusHoursOnViewerClock(tokyo, 'UTC', AFTER_WEEK)].sort((a, b) => a - b);
    expect(hours).toEqual([0, 1, 2, 6 * 24 + 21, 6 * 24 + 22, 6 * 24 + 23]);
  });
});

describe('focusOverlap and describeOverlap', () => {
  const viewer = {
    timeZone: 'Europe/London',
    focus: {
      tuesday: ['evening_eagle' as const],
      thursday: ['evening_eagle' as const],
      saturday: ['morning_lark' as const],
    },
  };

  it('counts the hours both focus in, daylight saving included', () => {
    const member = {
      timeZone: 'America/New_York',
      focus: { tuesday: ['afternoon_loon' as const], thursday: ['afternoon_loon' as const] },
    };
    // NY 12:00-18:00 is London 16:00-22:00 in the gap week (4 evening hours a day), 17:00-23:00 after (5).
    expect(focusOverlap(viewer, member, DST_GAP_WEEK)).toHaveLength(8);
    expect(focusOverlap(viewer, member, AFTER_WEEK)).toHaveLength(10);
    expect(describeOverlap(focusOverlap(viewer, member, AFTER_WEEK))).toBe('Tue and Thu evenings');
  });

  it('finds nothing for focus times that never meet', () => {
    const member = { timeZone: 'Europe/London', focus: { monday: ['night_owl' as const] } };
    expect(focusOverlap(viewer, member, AFTER_WEEK)).toEqual([]);
    expect(describeOverlap([])).toBe('');
  });

  it('names several slots', () => {
    const member = {
      timeZone: 'Europe/London',
      focus: { saturday: ['all_day_albatross' as const], tuesday: ['evening_eagle' as const] },
    };
    expect(describeOverlap(focusOverlap(viewer, member, AFTER_WEEK))).toBe('Sat mornings, Tue evenings');
  });
});
