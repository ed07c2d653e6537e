import { Value } from '@sinclair/typebox/value';
import { endpoints, pathFor } from './endpoints.ts';
import { ProfileUpdate } from './profile.ts';
import { PresenceBeacon } from './presence.ts';

describe('contract', () => {
  it('fills path parameters, encoded, and appends the query', () => {
    expect(pathFor('updateUser', { email: 'a+b@cedar.test' })).toBe('/user/a%2Bb%40cedar.test');
    expect(pathFor('startupUser', {}, { username: 'x@y.z', expand: 'courses' })).toBe(
      '/v1/users/startup?username=x%40y.z&expand=courses',
    );
    expect(endpoints.userByIdentifier.method).toBe('GET');
  });

  it('refuses unknown fields in a profile update and accepts the editable ones', () => {
    expect(Value.Check(ProfileUpdate, { preferred_name: 'Sam', user_focus_time: { monday: ['night_owl'] } })).toBe(
      true,
    );
    expect(Value.Check(ProfileUpdate, { is_online: true })).toBe(false);
    expect(Value.Check(ProfileUpdate, { user_focus_time: { funday: [] } })).toBe(false);
    expect(
      Value.Check(ProfileUpdate, { user_social_media_links: [{ id: '1', name: 'github', link: 'javascript:x' }] }),
    ).toBe(false);
  });

  it('accepts the offline beacon body', () => {
    expect(Value.Check(PresenceBeacon, { is_online: false, user_last_seen: new Date().toISOString() })).toBe(true);
    expect(Value.Check(PresenceBeacon, { is_online: true })).toBe(false);
  });
});
