import { isMissing, participantName, uniqueParticipants } from './participants';

const p = (id: string | null, name: string) => ({ id, name, mycedar_user_info: null });

describe('participants', () => {
  it('names by preferred, given, first name, else Unknown; de-duplicates by id or name', () => {
    const info = {
      email: 'a@x.test',
      first_name: 'Ann',
      last_name: 'B',
      given_name: null,
      preferred_name: 'Annie',
      user_image_url: null,
    };
    expect(participantName({ id: null, name: 'zoom', mycedar_user_info: info })).toBe('Annie');
    expect(participantName({ id: null, name: 'zoom', mycedar_user_info: { ...info, preferred_name: null } })).toBe(
      'Ann',
    );
    expect(participantName({ id: null, name: '', mycedar_user_info: null })).toBe('Unknown');
    expect(uniqueParticipants([p('1', 'A'), p('1', 'B'), p(null, 'C'), p(null, 'C')])).toHaveLength(2);
    expect([null, '', 'null', undefined].every(isMissing)).toBe(true);
    expect(isMissing('https://x')).toBe(false);
  });
});
