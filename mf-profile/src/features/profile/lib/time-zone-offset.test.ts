import { hoursText, localTimeText, timeZoneName, timeZoneOffsetText, utcOffsetAt } from './time-zone-offset';

const winter = new Date('2025-01-15T12:00:00Z');
const summer = new Date('2025-07-15T12:00:00Z');

describe('utcOffsetAt', () => {
  it('uses the IANA zone, daylight saving included', () => {
    expect(utcOffsetAt('America/New_York', winter)).toBe(-300);
    expect(utcOffsetAt('America/New_York', summer)).toBe(-240);
  });
  it('falls back to the stored offset for an unknown zone id', () => {
    expect(utcOffsetAt({ time_zone_id: 'Nowhere/Else', utc_offset_minutes: 120 }, winter)).toBe(120);
  });
  it('is null when nothing is known', () => {
    expect(utcOffsetAt(null, winter)).toBeNull();
    expect(utcOffsetAt({ time_zone_id: 'Nowhere/Else' }, winter)).toBeNull();
  });
});

describe('hoursText', () => {
  it('says hour or hours', () => {
    expect(hoursText(60)).toBe('1 hour');
    expect(hoursText(-180)).toBe('3 hours');
  });
  it('keeps half and quarter hours', () => {
    expect(hoursText(330)).toBe('5.5 hours');
    expect(hoursText(345)).toBe('5.75 hours');
    expect(hoursText(30)).toBe('0.5 hours');
  });
});

describe('timeZoneOffsetText', () => {
  const newYork = { time_zone_id: 'America/New_York', time_zone_name: 'Eastern Standard Time' };
  const losAngeles = { time_zone_id: 'America/Los_Angeles', time_zone_name: 'Pacific Standard Time' };

  it('says how many hours ahead of the viewer the profile is', () => {
    expect(timeZoneOffsetText(newYork, 'America/Los_Angeles', winter)).toBe('3 hours ahead of you');
  });
  it('says how many hours behind the viewer the profile is', () => {
    expect(timeZoneOffsetText(losAngeles, 'America/New_York', winter)).toBe('3 hours behind you');
    expect(timeZoneOffsetText(newYork, 'America/Chicago', winter)).toBe('1 hour ahead of you');
  });
  it('says In your timezone for the same offset', () => {
    expect(timeZoneOffsetText(newYork, 'America/Toronto', winter)).toBe('In your timezone');
  });
  it('handles half-hour zones', () => {
    expect(timeZoneOffsetText({ time_zone_id: 'Asia/Kolkata' }, 'Europe/London', winter)).toBe(
      '5.5 hours ahead of you',
    );
    expect(timeZoneOffsetText({ time_zone_id: 'America/St_Johns' }, 'America/Halifax', winter)).toBe(
      '0.5 hours ahead of you',
    );
  });
  it('follows daylight saving on each side', () => {
    // Phoenix keeps standard time all year: 2 hours behind New York in winter, 3 in summer.
    expect(timeZoneOffsetText({ time_zone_id: 'America/Phoenix' }, 'America/New_York', winter)).toBe(
      '2 hours behind you',
    );
    expect(timeZoneOffsetText({ time_zone_id: 'America/Phoenix' }, 'America/New_York', summer)).toBe(
      '3 hours behind you',
    );
  });
  it('is null when a side is unknown', () => {
    expect(timeZoneOffsetText(null, 'America/New_York', winter)).toBeNull();
    expect(timeZoneOffsetText(newYork, null, winter)).toBeNull();
  });
});

describe('timeZoneName', () => {
  it('prefers the stored name, then the id', () => {
    expect(timeZoneName({ time_zone_id: 'Asia/Kolkata', time_zone_name: 'India Standard Time' })).toBe(
      'India Standard Time',
    );
    expect(timeZoneName({ time_zone_id: 'Asia/Kolkata', time_zone_name: ' ' })).toBe('Asia/Kolkata');
    expect(timeZoneName(null)).toBeNull();
  });
});

describe('localTimeText', () => {
  it("tells the clock time in the profile's zone", () => {
    const now = new Date('2026-01-15T19:05:00Z');
    expect(localTimeText('America/Denver', now)).toBe('12:05 PM');
    expect(localTimeText('America/New_York', now)).toBe('2:05 PM');
    expect(localTimeText('Mars/Olympus', now)).toBeNull();
    expect(localTimeText(null, now)).toBeNull();
  });
});
