import { directoryMember } from '../test-support/directory-fixtures';
import { focusOverlaps } from './focus-overlaps';

const NOW = new Date('2026-11-04T12:00:00Z');
const zone = { id: 'America/New_York', name: 'Eastern Standard Time' };
const viewer = { email: 'me@cedar.test', timeZone: 'Europe/London', focus: { tuesday: ['evening_eagle'] } };

describe('focusOverlaps', () => {
  it('compares members who show time zone and focus time, never the viewer’s own card', () => {
    const members = [
      directoryMember({ email: 'me@cedar.test', time_zone: zone, focus_time: { tuesday: ['evening_eagle'] } }),
      directoryMember({ email: 'ny@cedar.test', time_zone: zone, focus_time: { tuesday: ['afternoon_loon'] } }),
      directoryMember({ email: 'nozone@cedar.test', focus_time: { tuesday: ['afternoon_loon'] } }),
      directoryMember({ email: 'nofocus@cedar.test', time_zone: zone }),
    ];
    const overlaps = focusOverlaps(members, viewer, NOW);
    expect([...overlaps.keys()]).toEqual(['ny@cedar.test']);
    expect(overlaps.get('ny@cedar.test')).toEqual({ hours: 5, line: 'Tue evenings' });
  });

  it('has none when the viewer has no time zone or focus time', () => {
    const members = [
      directoryMember({ email: 'ny@cedar.test', time_zone: zone, focus_time: { tuesday: ['evening_eagle'] } }),
    ];
    expect(focusOverlaps(members, { ...viewer, timeZone: null }, NOW).size).toBe(0);
    expect(focusOverlaps(members, { ...viewer, focus: null }, NOW).size).toBe(0);
  });
});
