import { profileToEdit as ownStartupUser } from '../fixtures';
import { changesOf, formErrors, formFromProfile, linksValid } from './profile-form';

const NOW = new Date('2026-01-15T12:00:00.000Z');

describe('the edit form', () => {
  const initial = formFromProfile(ownStartupUser);

  it('starts from the stored profile, with network names in their listed spelling', () => {
    expect(initial.preferred_name).toBe('Ana');
    expect(initial.hidePronouns).toBe(false);
    expect(initial.user_social_media_links.map((l) => l.name)).toContain('LinkedIn');
    expect(formFromProfile({ ...ownStartupUser, user_preferred_pronouns: null }).hidePronouns).toBe(true);
  });

  it('sends nothing when nothing changed, and only the changed fields with the update date otherwise', () => {
    expect(changesOf(initial, { ...initial }, NOW)).toBeNull();
    expect(changesOf(initial, { ...initial, user_goals: `  ${initial.user_goals}  ` }, NOW)).toBeNull();
    expect(changesOf(initial, { ...initial, hidePronouns: true }, NOW)).toEqual({
      user_preferred_pronouns: null,
      user_profile_updated_date: NOW.toISOString(),
    });
    expect(changesOf(initial, { ...initial, user_fun_fact: '' }, NOW)).toMatchObject({ user_fun_fact: null });
  });

  it('clears the time zone with the place', () => {
    expect(changesOf(initial, { ...initial, user_location: null }, NOW)).toMatchObject({
      user_location: null,
      user_timezone: null,
    });
  });

  it('needs a first name and valid links; an older network blocks only a links change', () => {
    expect(formErrors({ ...initial, first_name: ' ' }, initial)).toHaveProperty('first_name');
    const badLink = initial.user_social_media_links.map((l, i) => (i === 1 ? { ...l, link: 'github.com/x' } : l));
    expect(linksValid({ ...initial, user_social_media_links: badLink })).toBe(false);
    expect(formErrors(initial, initial)).toEqual({});
    const changed = initial.user_social_media_links.map((l) =>
      l.name === 'GitHub' ? { ...l, link: 'https://github.com/b' } : l,
    );
    expect(formErrors({ ...initial, user_social_media_links: changed }, initial)).toHaveProperty(
      'user_social_media_links',
    );
  });
});
