import { READ_MORE_MIN_CHARS, htmlText, needsReadMore } from './read-more.ts';

describe('read-more threshold (§4, §9)', () => {
  it('reads the text of HTML', () => {
    expect(htmlText('<p>Fish &amp; chips&nbsp;<strong>today</strong></p>')).toBe('Fish & chips today');
  });

  it('offers Read More from 340 characters of text', () => {
    const text = 'a'.repeat(READ_MORE_MIN_CHARS);
    expect(needsReadMore(`<p>${text}</p>`)).toBe(true);
    expect(needsReadMore(`<p>${text.slice(1)}</p>`)).toBe(false);
  });

  it('counts text, not markup', () => {
    expect(needsReadMore(`<p><strong class="${'x'.repeat(400)}">short</strong></p>`)).toBe(false);
  });

  it('offers Read More for more than one paragraph or a line break', () => {
    expect(needsReadMore('<p>One.</p><p>Two.</p>')).toBe(true);
    expect(needsReadMore('<p>One.<br>Two.</p>')).toBe(true);
    expect(needsReadMore('One.\nTwo.')).toBe(true);
    expect(needsReadMore('<p>One short paragraph.</p>')).toBe(false);
  });
});
