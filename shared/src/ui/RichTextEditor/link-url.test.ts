import { linkUrlFrom } from './link-url.ts';
import { restoreSpaces } from './quill-editor.ts';

describe('linkUrlFrom', () => {
  it.each([
    ['https://cedar.test/a?b=c', 'https://cedar.test/a?b=c'],
    ['http://cedar.test', 'http://cedar.test'],
    ['ftp://files.cedar.test/x.zip', 'ftp://files.cedar.test/x.zip'],
    ['  cedar.test/help ', 'https://cedar.test/help'],
  ])('accepts %p as %p', (input, url) => expect(linkUrlFrom(input)).toBe(url));

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', 'https://', 'https://a b'])(
    'refuses %p',
    (input) => expect(linkUrlFrom(input)).toBeNull(),
  );
});

describe('restoreSpaces', () => {
  it('turns single non-breaking spaces back into spaces and keeps the width of runs', () => {
    expect(restoreSpaces('<p>a&nbsp;b&nbsp;&nbsp;&nbsp;c</p>')).toBe('<p>a b&nbsp;&nbsp; c</p>');
  });
});
