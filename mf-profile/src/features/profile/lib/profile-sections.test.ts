import { learnerProfile, minimalProfile, staffProfile } from '../fixtures';
import {
  hasAboutMe,
  hasConnect,
  hasExperience,
  hasLocation,
  holdsNonLearnerRole,
  shownExperienceLevel,
  shownLocation,
  shownTimeZone,
  showsFocusSection,
} from './profile-sections';

describe('section emptiness', () => {
  it('finds every section of a full profile', () => {
    expect(hasAboutMe(learnerProfile)).toBe(true);
    expect(hasLocation(learnerProfile)).toBe(true);
    expect(hasExperience(learnerProfile)).toBe(true);
    expect(hasConnect(learnerProfile)).toBe(true);
  });
  it('finds nothing in a minimal profile', () => {
    expect(hasAboutMe(minimalProfile)).toBe(false);
    expect(hasLocation(minimalProfile)).toBe(false);
    expect(hasExperience(minimalProfile)).toBe(false);
    expect(hasConnect(minimalProfile)).toBe(false);
  });
  it('counts a single answer as content', () => {
    expect(hasAboutMe({ ...minimalProfile, user_goals: 'Get hired' })).toBe(true);
    expect(hasExperience({ ...minimalProfile, user_programming_languages: ['Rust'] })).toBe(true);
  });
  it('ignores a Connect section holding only slack', () => {
    expect(hasConnect({ user_social_media_links: [{ id: '1', name: 'slack', link: 'https://x.slack.com' }] })).toBe(
      false,
    );
  });
});

describe('location', () => {
  it('follows the show flags', () => {
    expect(shownLocation(learnerProfile)).toBe('Austin, TX, USA');
    expect(shownLocation({ ...learnerProfile, user_show_location: false })).toBeNull();
    expect(shownTimeZone({ ...learnerProfile, user_show_timezone: false })).toBeNull();
    expect(hasLocation({ ...learnerProfile, user_show_location: false })).toBe(true);
    expect(hasLocation({ ...learnerProfile, user_show_location: false, user_show_timezone: false })).toBe(false);
  });
  it('treats absent fields as hidden', () => {
    expect(hasLocation({ user_show_location: true, user_show_timezone: true })).toBe(false);
  });
});

describe('experience level', () => {
  it("hides 'Do not prefer'", () => {
    expect(shownExperienceLevel('Do not prefer')).toBeNull();
    expect(shownExperienceLevel('Hobbyist')).toBe('Hobbyist');
    expect(shownExperienceLevel(null)).toBeNull();
  });
});

describe('focus time visibility', () => {
  it('shows to the owner and to viewers with a non-learner role', () => {
    expect(showsFocusSection(learnerProfile, { isOwnProfile: true, viewerRoleIds: [1] })).toBe(true);
    expect(showsFocusSection(learnerProfile, { isOwnProfile: false, viewerRoleIds: [1, 3] })).toBe(true);
  });
  it('hides from learner viewers', () => {
    expect(showsFocusSection(staffProfile, { isOwnProfile: false, viewerRoleIds: [1] })).toBe(false);
    expect(showsFocusSection(staffProfile, { isOwnProfile: false, viewerRoleIds: [] })).toBe(false);
  });
  it('hides when the profile has no entries', () => {
    expect(showsFocusSection(minimalProfile, { isOwnProfile: true, viewerRoleIds: [9] })).toBe(false);
    expect(
      showsFocusSection(
        { ...minimalProfile, user_work_schedule: ['none'] },
        { isOwnProfile: false, viewerRoleIds: [9] },
      ),
    ).toBe(true);
  });
  it('knows non-learner roles', () => {
    expect(holdsNonLearnerRole([1, 1])).toBe(false);
    expect(holdsNonLearnerRole([5])).toBe(true);
  });
});
