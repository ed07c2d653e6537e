import {
  hasControlCharacters,
  isValidSocialLink,
  levelAfterDoNotPrefer,
  levelAtStep,
  locationVisibilityState,
  rowsToStore,
  socialLinkTypeOf,
  stepOfLevel,
  toggleFocusSlot,
  toggleOption,
  toggleShowLocation,
  toggleTimezoneOnly,
  withTrailingEmptyRow,
} from './profile-edit.ts';
import { listTitleOf, PROGRAMMING_LANGUAGES, SPOKEN_LANGUAGES } from './profile-lists.ts';

describe('profile edit rules (§4.3, §5)', () => {
  it('maps the slider steps 0/33/66/100 to the four levels and back', () => {
    expect([0, 33, 66, 100].map(levelAtStep)).toEqual(['Beginner', 'Some Knowledge', 'Hobbyist', 'Professional']);
    expect(levelAtStep(60)).toBe('Hobbyist');
    expect(stepOfLevel('Professional')).toBe(100);
    expect(stepOfLevel('Do not prefer')).toBe(0);
    expect(stepOfLevel(null)).toBe(0);
  });

  it("sets 'Do not prefer' when ticked and Beginner when unticked", () => {
    expect(levelAfterDoNotPrefer(true)).toBe('Do not prefer');
    expect(levelAfterDoNotPrefer(false)).toBe('Beginner');
  });

  it('has three location visibility states and the spec toggles between them', () => {
    const both = { user_show_location: true, user_show_timezone: true };
    const zoneOnly = { user_show_location: false, user_show_timezone: true };
    const neither = { user_show_location: false, user_show_timezone: false };
    expect([both, zoneOnly, neither].map(locationVisibilityState)).toEqual(['both', 'timezone-only', 'neither']);
    expect(toggleShowLocation(both)).toEqual(neither);
    expect(toggleShowLocation(neither)).toEqual(both);
    expect(toggleShowLocation(zoneOnly)).toEqual(both);
    expect(toggleTimezoneOnly(both)).toEqual(zoneOnly);
    expect(toggleTimezoneOnly(zoneOnly)).toEqual(neither);
    expect(toggleTimezoneOnly(neither)).toEqual(zoneOnly);
  });

  it('adds an empty link row when the last one is complete, and stores none of the empty ones', () => {
    expect(withTrailingEmptyRow([])).toEqual([{ id: '1', name: '', link: '' }]);
    const half = [{ id: '1', name: 'GitHub', link: '' }];
    expect(withTrailingEmptyRow(half)).toEqual(half);
    const full = [{ id: '1', name: 'GitHub', link: 'https://github.com/a' }];
    expect(withTrailingEmptyRow(full)).toEqual([...full, { id: '2', name: '', link: '' }]);
    expect(rowsToStore([...full, { id: '2', name: ' ', link: '' }])).toEqual(full);
  });

  it('accepts empty or http(s) links only', () => {
    for (const ok of ['', 'https://github.com/a', 'http://example.com', 'HTTPS://Example.org/x?y=1'])
      expect(isValidSocialLink(ok)).toBe(true);
    for (const bad of [
      'github.com/a',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'https://',
      'https://localhost x',
    ])
      expect(isValidSocialLink(bad)).toBe(false);
  });

  it('knows the listed networks in any case, Slack included', () => {
    expect(socialLinkTypeOf('linkedin')).toBe('LinkedIn');
    expect(socialLinkTypeOf(' personal website ')).toBe('Personal Website');
    expect(socialLinkTypeOf('slack')).toBe('Slack');
    expect(socialLinkTypeOf('Myspace')).toBeNull();
  });

  it('toggles a focus slot for one day, keeping slot order and dropping empty days', () => {
    let focus = toggleFocusSlot({}, 'monday', 'evening_eagle');
    focus = toggleFocusSlot(focus, 'monday', 'night_owl');
    expect(focus).toEqual({ monday: ['night_owl', 'evening_eagle'] });
    expect(toggleFocusSlot(toggleFocusSlot(focus, 'monday', 'night_owl'), 'monday', 'evening_eagle')).toEqual({});
  });

  it('toggles work options in their listed order', () => {
    const order = ['none', 'full_time', 'weekends'] as const;
    expect(toggleOption(['weekends'], 'none', order)).toEqual(['none', 'weekends']);
    expect(toggleOption(['none', 'weekends'], 'none', order)).toEqual(['weekends']);
  });

  it('finds control characters, allowing line breaks in paragraphs', () => {
    expect(hasControlCharacters('Lena\u0007')).toBe(true);
    expect(hasControlCharacters('two\nlines')).toBe(true);
    expect(hasControlCharacters('two\nlines', true)).toBe(false);
    expect(hasControlCharacters('Zoë 🌲')).toBe(false);
  });

  it('lists about 110 spoken and 27 programming languages, and reads ids, titles and free entries', () => {
    expect(SPOKEN_LANGUAGES.length).toBeGreaterThanOrEqual(105);
    expect(PROGRAMMING_LANGUAGES).toHaveLength(27);
    expect(new Set(SPOKEN_LANGUAGES.map((l) => l.id)).size).toBe(SPOKEN_LANGUAGES.length);
    expect(listTitleOf(PROGRAMMING_LANGUAGES, 2)).toBe('TypeScript');
    expect(listTitleOf(PROGRAMMING_LANGUAGES, '2')).toBe('TypeScript');
    expect(listTitleOf(PROGRAMMING_LANGUAGES, 'c#')).toBe('C#');
    expect(listTitleOf(SPOKEN_LANGUAGES, 'Klingon')).toBe('Klingon');
    expect(listTitleOf(SPOKEN_LANGUAGES, '9999')).toBeNull();
    expect(listTitleOf(SPOKEN_LANGUAGES, '<b>x</b>')).toBeNull();
    expect(listTitleOf(SPOKEN_LANGUAGES, 'x'.repeat(61))).toBeNull();
  });
});
