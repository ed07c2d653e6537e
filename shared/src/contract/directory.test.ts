import { Value } from '@sinclair/typebox/value';
import { DirectoryEnvelope, type DirectoryMember, readDirectory, writeDirectory } from './directory.ts';

const head = { cohort_id: 7, cohort_name: 'Cohort A', search: null };

const card = (overrides: Partial<DirectoryMember> & { email: string }): DirectoryMember => ({
  display_name: 'Ana',
  last_name: 'Lopez',
  user_image_url: null,
  user_role_id: 1,
  is_online: false,
  user_last_seen: null,
  recently_updated: false,
  is_favorite: false,
  ...overrides,
});

const CARDS: DirectoryMember[] = [
  card({
    email: 'coach@cedar.test',
    user_role_id: 5,
    user_image_url: '/api/v1/avatars/ab12cd.jpg',
    location: 'Austin, TX, USA',
    time_zone: { id: 'America/Chicago', name: 'Central Standard Time' },
    focus_time: { monday: ['morning'] },
    is_online: true,
    user_last_seen: '2026-11-25T16:58:00.000Z',
    recently_updated: true,
  }),
  card({
    email: 'ana@cedar.test',
    user_image_url: 'https://cdn.example.org/ana.png',
    location: 'Austin, TX, USA',
    time_zone: { id: 'America/Chicago', name: 'Central Standard Time' },
    user_last_seen: '2026-11-24T09:00:00.000Z',
    is_favorite: true,
  }),
  card({ email: 'ben@cedar.test', user_image_url: '/api/v1/avatars/12/AbCdEfGhIjKlMnOpQrStUv' }),
];

describe('the compact directory answer', () => {
  it('reads back exactly the cards written, in order', () => {
    expect(readDirectory(writeDirectory(head, CARDS))).toEqual(CARDS);
  });

  it('names each place and zone once, strips the avatar path and matches its schema', () => {
    const message = writeDirectory(head, CARDS);
    expect(message.places).toEqual(['Austin, TX, USA']);
    expect(message.zones).toEqual([['America/Chicago', 'Central Standard Time']]);
    expect(message.members[0]?.[3]).toBe('ab12cd.jpg');
    expect(message.members[2]).toEqual([
      'ben@cedar.test',
      'Ana',
      'Lopez',
      '12/AbCdEfGhIjKlMnOpQrStUv',
      1,
      -1,
      -1,
      0,
      0,
    ]);
    expect(message.focus_times).toEqual({ 0: { monday: ['morning'] } });
    expect(Value.Check(DirectoryEnvelope, { message })).toBe(true);
  });

  it('sends no focus times when nobody has any', () => {
    expect(writeDirectory(head, [card({ email: 'a@cedar.test' })])).not.toHaveProperty('focus_times');
  });
});
