import { newLearner } from '../fixtures';
import {
  LAST_STEP,
  ONBOARDING_STEPS,
  emptySocialLink,
  initialDraft,
  isStepValid,
  resumeStep,
  showsGoBack,
  stepUpdate,
} from './steps';

const draftOf = (overrides = {}) => ({ ...initialDraft(newLearner()), ...overrides });

describe('onboarding screens', () => {
  it('are eleven: welcome, the nine data-entry steps, wrap-up', () => {
    expect(ONBOARDING_STEPS).toHaveLength(11);
    expect(ONBOARDING_STEPS[0]).toBe('welcome');
    expect(ONBOARDING_STEPS[LAST_STEP]).toBe('wrapUp');
  });

  it('offer Go Back from the third screen on', () => {
    expect([0, 1, 2, 3, 10].map(showsGoBack)).toEqual([false, false, true, true, true]);
  });
});

describe('initialDraft', () => {
  it('defaults the preferred name to the first name and the level to Beginner (§3.1)', () => {
    const draft = initialDraft(newLearner());
    expect(draft.preferred_name).toBe('Nia');
    expect(draft.user_programming_experience_level).toBe('Beginner');
    expect(draft.user_social_media_links).toHaveLength(1);
  });

  it('pre-fills what imported data already holds, leaving Slack rows aside', () => {
    const draft = initialDraft(
      newLearner({
        preferred_name: 'Ni',
        user_primary_spoken_language: 'Spanish',
        user_work_schedule: ['part_time'],
        user_social_media_links: [
          { id: '1', name: 'slack', link: 'https://slack.example/u' },
          { id: '2', name: 'GitHub', link: 'https://github.com/nia' },
        ],
      }),
    );
    expect(draft.preferred_name).toBe('Ni');
    expect(draft.user_primary_spoken_language).toBe('Spanish');
    expect(draft.user_work_schedule).toEqual(['part_time']);
    expect(draft.user_social_media_links.map((l) => l.name)).toEqual(['GitHub']);
  });
});

describe('isStepValid (DECISIONS.md "Onboarding step validity")', () => {
  it('Identity needs a preferred name', () => {
    expect(isStepValid('identity', draftOf({ preferred_name: '  ' }))).toBe(false);
    expect(isStepValid('identity', draftOf({ preferred_name: 'Nia' }))).toBe(true);
  });

  it('Picture, Personal Info and Focus Time are always valid', () => {
    const empty = draftOf();
    expect(isStepValid('picture', empty)).toBe(true);
    expect(isStepValid('personalInfo', empty)).toBe(true);
    expect(isStepValid('focusTime', empty)).toBe(true);
  });

  it('Location is optional, but a chosen place needs a time zone', () => {
    const place = { description: 'Austin, TX, USA', place_id: 'p', types: [] };
    const zone = { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time', utc_offset_minutes: -360 };
    expect(isStepValid('location', draftOf())).toBe(true);
    expect(isStepValid('location', draftOf({ user_location: place }))).toBe(false);
    expect(isStepValid('location', draftOf({ user_location: place, user_timezone: zone }))).toBe(true);
  });

  it('Spoken Languages needs a primary language; Experience a level; Work Schedule an option', () => {
    expect(isStepValid('spokenLanguages', draftOf())).toBe(false);
    expect(isStepValid('spokenLanguages', draftOf({ user_primary_spoken_language: 'English' }))).toBe(true);
    expect(isStepValid('experience', draftOf({ user_programming_experience_level: 'Do not prefer' }))).toBe(true);
    expect(isStepValid('experience', draftOf({ user_programming_experience_level: 'Guru' }))).toBe(false);
    expect(isStepValid('workSchedule', draftOf())).toBe(false);
    expect(isStepValid('workSchedule', draftOf({ user_work_schedule: ['none'] }))).toBe(true);
  });

  it('Social Media needs every filled link to be a valid URL; empty links pass', () => {
    const row = (link: string) => ({ ...emptySocialLink(), name: 'GitHub', link });
    expect(isStepValid('socialMedia', draftOf({ user_social_media_links: [row('')] }))).toBe(true);
    expect(isStepValid('socialMedia', draftOf({ user_social_media_links: [row('github.com/nia')] }))).toBe(false);
    expect(isStepValid('socialMedia', draftOf({ user_social_media_links: [row('https://github.com/nia')] }))).toBe(
      true,
    );
  });
});

describe('resumeStep', () => {
  const ready = { preferred_name: 'Nia', user_primary_spoken_language: 'English', user_work_schedule: ['none'] };

  it('opens after the screens the server recorded as done', () => {
    expect(resumeStep({ onboarding_step: 0 }, draftOf())).toBe(0);
    expect(resumeStep({ onboarding_step: 6 }, draftOf(ready))).toBe(6);
    expect(resumeStep({ onboarding_step: 99 }, draftOf(ready))).toBe(LAST_STEP);
  });

  it('never skips a done screen whose data no longer passes its check', () => {
    expect(resumeStep({ onboarding_step: 9 }, draftOf({ ...ready, user_primary_spoken_language: '' }))).toBe(4);
  });
});

describe('stepUpdate', () => {
  const user = newLearner({ user_social_media_links: [{ id: 's', name: 'slack', link: 'https://slack.example/u' }] });

  it("sends only the screen's defined, non-null fields and the progress mark", () => {
    const draft = {
      ...initialDraft(user),
      preferred_name: ' Nia ',
      user_name_pronunciation: '',
      user_preferred_pronouns: 'she/her',
    };
    expect(stepUpdate(1, draft, user)).toEqual({
      preferred_name: 'Nia',
      user_preferred_pronouns: 'she/her',
      onboarding_step: 2,
    });
    expect(stepUpdate(0, draft, user)).toEqual({ onboarding_step: 1 });
    expect(stepUpdate(3, draft, user)).toEqual({
      user_show_location: true,
      user_show_timezone: true,
      onboarding_step: 4,
    });
  });

  it('keeps stored Slack rows and drops empty rows when saving links', () => {
    const draft = {
      ...initialDraft(user),
      user_social_media_links: [{ id: 'g', name: 'GitHub', link: 'https://github.com/nia' }, emptySocialLink()],
    };
    expect(stepUpdate(9, draft, user).user_social_media_links).toEqual([
      { id: 's', name: 'slack', link: 'https://slack.example/u' },
      { id: 'g', name: 'GitHub', link: 'https://github.com/nia' },
    ]);
  });

  it('ends first login on the last screen', () => {
    expect(stepUpdate(LAST_STEP, initialDraft(user), user)).toEqual({ onboarding_step: LAST_STEP, first_login: false });
  });
});
