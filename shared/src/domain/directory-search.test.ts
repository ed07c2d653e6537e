import { buildSearchIndex, searchDirectory, searchWords } from './directory-search.ts';
import { searchableProfileTexts } from './profile-search-texts.ts';

const index = buildSearchIndex([
  { key: 'ana', texts: ['Ana', 'Lopez', 'ana@cedar.io', 'Austin, TX, USA', 'JavaScript', 'C++'] },
  { key: 'ben', texts: ['Ben', 'Austin', 'ben@cedar.io', 'Denver, CO, USA', 'Python'] },
  { key: 'cai', texts: ['Cai', 'Lopez-Ng', 'cai@cedar.io', 'Java'] },
  { key: 'dee', texts: ['Dée', 'Ōkubo', 'dee@cedar.io', 'Rust'] },
]);

describe('directory search (§5 two passes)', () => {
  it('splits the term on spaces, lower-cased, without repeats', () => {
    expect(searchWords('  Ana  ana AUSTIN ')).toEqual(['ana', 'austin']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('matches whole words only, case-insensitively', () => {
    expect(searchDirectory(index, 'java')).toEqual(['cai']);
    expect(searchDirectory(index, 'JAVASCRIPT')).toEqual(['ana']);
    expect(searchDirectory(index, 'aus')).toEqual([]);
    expect(searchDirectory(index, 'dée')).toEqual(['dee']);
    expect(searchDirectory(index, 'ōkubo')).toEqual(['dee']);
  });

  it('puts records matching every word first, then those matching any word', () => {
    expect(searchDirectory(index, 'austin ana')).toEqual(['ana', 'ben']);
    expect(searchDirectory(index, 'python ana')).toEqual(['ana', 'ben']);
    expect(searchDirectory(index, 'lopez python')).toEqual(['ana', 'ben', 'cai']);
    expect(searchDirectory(index, 'lopez austin')).toEqual(['ana', 'ben', 'cai']);
  });

  it('matches words with punctuation (e-mails, C++) as whole words', () => {
    expect(searchDirectory(index, 'ana@cedar.io')).toEqual(['ana']);
    expect(searchDirectory(index, 'na@cedar.io')).toEqual([]);
    expect(searchDirectory(index, 'lopez-ng')).toEqual(['cai']);
    expect(searchDirectory(index, 'c++')).toEqual(['ana']);
  });

  it('matches nothing for a blank term', () => {
    expect(searchDirectory(index, '  ')).toEqual([]);
  });
});

describe('searchableProfileTexts (§5 searched fields)', () => {
  it('reads the searched fields by their readable names, never ids or coordinates', () => {
    const texts = searchableProfileTexts({
      first_name: 'Ana',
      user_location: { description: 'Austin, TX', place_id: 'p-123', lat: 30.2 } as { description: string },
      user_social_media_links: [{ id: 'x9', name: 'GitHub', link: 'https://github.com/ana' } as { name: string }],
      user_focus_time: { monday: ['evening_eagle'] },
      user_work_schedule: ['part_time'],
      user_timezone: { time_zone_id: 'America/Chicago', time_zone_name: 'Central Standard Time' },
    });
    expect(texts).toEqual(
      expect.arrayContaining([
        'Ana',
        'Austin, TX',
        'GitHub',
        'Monday',
        'Evening Eagle',
        'Part Time',
        'America/Chicago',
      ]),
    );
    expect(texts.join(' ')).not.toMatch(/p-123|30\.2|x9|evening_eagle|part_time/);
  });

  it('reads nothing of a field the viewer did not receive', () => {
    const index = buildSearchIndex([{ key: 'pia', texts: searchableProfileTexts({ first_name: 'Pia' }) }]);
    expect(searchDirectory(index, 'austin')).toEqual([]);
  });
});
