import { highlightLine, matchHref, searchText } from './search-text';

describe('search text', () => {
  it('trims, joins spaces and needs 2 characters', () => {
    expect(searchText('  status   code ')).toBe('status code');
    expect(searchText(' a ')).toBeNull();
    expect(searchText('x'.repeat(120))).toHaveLength(100);
  });

  it('marks every occurrence, ignoring case', () => {
    expect(highlightLine('HTTP says: http is text', 'http')).toEqual([
      { text: 'HTTP', match: true },
      { text: ' says: ', match: false },
      { text: 'http', match: true },
      { text: ' is text', match: false },
    ]);
    expect(highlightLine('nothing here', 'flex')).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('cuts a long line around its first match', () => {
    const line = `${'a '.repeat(100)}the status code${' b'.repeat(100)}`;
    const parts = highlightLine(line, 'status');
    const text = parts.map((p) => p.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThan(140);
    expect(parts.filter((p) => p.match)).toEqual([{ text: 'status', match: true }]);
  });

  it('links the video page at the whole second of a match', () => {
    expect(matchHref('lib-00001-css-flexbox', 7.579)).toBe('/media/lib-00001-css-flexbox?timestamp=7');
  });
});
