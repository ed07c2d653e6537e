import { render } from '@testing-library/react';
import { RichTextView } from './RichTextView.tsx';
import { sanitizeRichTextHtml } from './sanitize-rich-text.ts';

describe('sanitizeRichTextHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<p><strong>b</strong> <em>i</em> <u>u</u> <span style="font-size: 1.5em;">big</span></p>' +
      '<p style="padding-left: 3em;">indented</p><ul><li>item</li></ul><pre>\nconst a = 1;\n</pre>';
    // The parser drops the newline that opens a <pre>, as browsers do.
    expect(sanitizeRichTextHtml(html)).toBe(html.replaceAll(';"', '"').replace('<pre>\n', '<pre>'));
  });

  it('drops scripts, handlers, foreign tags and unsafe links, keeping their text', () => {
    const html =
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.test"></iframe><table><tr><td>cell</td></tr></table></p>';
    expect(sanitizeRichTextHtml(html)).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">bad</a>cell</p>');
  });

  it('keeps only the sizes, indents and alignments of the toolbar', () => {
    const html =
      '<p style="padding-left: 12em; color: red; text-align: center">a</p>' +
      '<span style="font-size: 40px; background: url(x)">b</span><span class="ql-size-huge evil">c</span>';
    expect(sanitizeRichTextHtml(html)).toBe(
      '<p style="text-align: center">a</p><span>b</span><span class="ql-size-huge">c</span>',
    );
  });

  it('opens every link in a new tab without a handle on the portal', () => {
    expect(sanitizeRichTextHtml('<a href="https://cedar.test" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://cedar.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichTextHtml('<a href="/profile/a@b.c">me</a>')).toContain('href="/profile/a@b.c"');
    expect(sanitizeRichTextHtml('<a href="//evil.test">x</a>')).not.toContain('href');
  });

  it('is empty for no text', () => {
    expect(sanitizeRichTextHtml(null)).toBe('');
    expect(sanitizeRichTextHtml('')).toBe('');
  });
});

describe('RichTextView', () => {
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <RichTextView html={'<p>Hello <a href="https://cedar.test">Cedar</a><script>x</script></p>'} />,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'Hello <a href="https://cedar.test" target="_blank" rel="noopener noreferrer">Cedar</a>',
    );
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders nothing for empty text', () => {
    const { container } = render(<RichTextView html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
