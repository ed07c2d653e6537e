import { timeZoneRecord, travelZoneOffer } from './travel-zone.ts';

const NOW = new Date('2026-01-15T12:00:00.000Z');

describe('time zone after travel', () => {
  it('names a zone and its offset for the day: Denver is Mountain, Phoenix keeps -7 in summer', () => {
    expect(timeZoneRecord('America/Denver', NOW)).toEqual({
      time_zone_id: 'America/Denver',
      time_zone_name: 'Mountain Standard Time',
      utc_offset_minutes: -420,
    });
    expect(timeZoneRecord('America/Phoenix', new Date('2026-07-01T12:00:00Z'))?.utc_offset_minutes).toBe(-420);
    expect(timeZoneRecord('Mars/Olympus', NOW)).toBeNull();
  });

  it('offers the browser zone only when its clock differs from the profile zone', () => {
    const chicago = timeZoneRecord('America/Chicago', NOW)!;
    expect(travelZoneOffer('America/Chicago', chicago, NOW)).toBeNull();
    expect(travelZoneOffer('America/Menominee', chicago, NOW)).toBeNull();
    expect(travelZoneOffer('America/Denver', chicago, NOW)?.time_zone_id).toBe('America/Denver');
    expect(travelZoneOffer('America/Denver', null, NOW)?.time_zone_id).toBe('America/Denver');
    expect(travelZoneOffer(null, chicago, NOW)).toBeNull();
  });
});
