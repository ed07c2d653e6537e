import { displayTimeZone } from './display-time-zone.ts';

describe('displayTimeZone', () => {
  it.each([
    ['the profile zone when it is known', 'Asia/Tokyo', 'Europe/Paris', 'Asia/Tokyo'],
    ['the browser zone without a profile zone', null, 'Europe/Paris', 'Europe/Paris'],
    ['the browser zone when the profile zone is blank', '', 'Europe/Paris', 'Europe/Paris'],
    ['the browser zone when the profile zone is unknown', 'Not/AZone', 'Europe/Paris', 'Europe/Paris'],
    ['UTC when the browser cannot tell', undefined, '', 'UTC'],
    ['UTC when neither zone is known', 'Mars/Olympus', 'Moon/Base', 'UTC'],
  ])('is %s', (_case, profileZone, browserZone, expected) => {
    expect(displayTimeZone(profileZone, browserZone)).toBe(expected);
  });
});
