import { joinWithAnd, spokenLanguages } from './spoken-languages';

describe('joinWithAnd', () => {
  it('joins with and', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['Spanish'])).toBe('Spanish');
    expect(joinWithAnd(['Spanish', 'French'])).toBe('Spanish and French');
    expect(joinWithAnd(['Spanish', 'French', 'German'])).toBe('Spanish, French and German');
  });
});

describe('spokenLanguages', () => {
  it('marks the primary language and joins the others', () => {
    expect(
      spokenLanguages({
        user_primary_spoken_language: 'English',
        user_additional_spoken_languages: ['Spanish', 'French'],
      }),
    ).toEqual({ primary: 'English', others: 'Spanish and French' });
  });
  it('drops blanks and repeats of the primary language', () => {
    expect(
      spokenLanguages({
        user_primary_spoken_language: ' English ',
        user_additional_spoken_languages: ['english', '', 'Tagalog', 'Tagalog'],
      }),
    ).toEqual({ primary: 'English', others: 'Tagalog' });
  });
  it('is empty when nothing is known', () => {
    expect(spokenLanguages({})).toEqual({ primary: null, others: null });
    expect(
      spokenLanguages({ user_primary_spoken_language: null, user_additional_spoken_languages: ['Hindi'] }),
    ).toEqual({ primary: null, others: 'Hindi' });
  });
});
