import { brandFor } from './brand.ts';
import {
  displayName,
  initials,
  isOnlineNow,
  isRecentlyUpdated,
  isTestStyleAccount,
  isVisibleAccount,
} from './people.ts';

describe('people rules', () => {
  it('derives the display name', () => {
    expect(displayName({ preferred_name: 'Sam', first_name: 'Samuel' })).toBe('Sam');
    expect(displayName({ preferred_name: ' ', given_name: 'G', first_name: 'F' })).toBe('G');
    expect(displayName({ first_name: 'F' })).toBe('F');
    expect(displayName({})).toBe('Unknown');
  });

  it('makes initials from first and last name', () => {
    expect(initials({ first_name: 'ada', last_name: 'Lovelace' })).toBe('AL');
    expect(initials({ first_name: 'Ada' })).toBe('A');
  });

  it('recognises test-style accounts and hides them from everyone but themselves', () => {
    expect(isTestStyleAccount('TestUser@cedar.test')).toBe(true);
    expect(isTestStyleAccount('latest@cedar.test')).toBe(false);
    expect(isVisibleAccount('test1@cedar.test', 'other@cedar.test')).toBe(false);
    expect(isVisibleAccount('test1@cedar.test', 'TEST1@cedar.test')).toBe(true);
  });

  it('counts recently updated as under two weeks', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isRecentlyUpdated('2026-11-08T12:00:01Z', now)).toBe(true);
    expect(isRecentlyUpdated('2026-11-07T12:00:00Z', now)).toBe(false);
    expect(isRecentlyUpdated(null, now)).toBe(false);
  });

  it('shows presence only within five minutes of the last sighting', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isOnlineNow({ is_online: true, user_last_seen: '2026-11-21T11:56:00Z' }, now)).toBe(true);
    expect(isOnlineNow({ is_online: true, user_last_seen: '2026-11-21T11:54:00Z' }, now)).toBe(false);
    expect(isOnlineNow({ is_online: false, user_last_seen: '2026-11-21T11:59:00Z' }, now)).toBe(false);
  });

  it('derives every brand text from the product name', () => {
    expect(brandFor('Cedar')).toEqual({
      productName: 'Cedar',
      myProduct: 'MyCedar',
      connect: 'Cedar Connect',
      academy: 'Cedar Academy',
      itSupport: 'Cedar IT Support',
      supportRequestSource: 'my_cedar',
      missingVideoCreator: 'cedar-api',
    });
  });
});
