import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeRichText } from '../../src/domain/rich-text.ts';

describe('rich-text sanitiser', () => {
  it("keeps the editors' formatting", () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote>' +
      '<pre class="ql-syntax" spellcheck="false">code</pre><ol><li data-list="bullet">x</li></ol>' +
      '<p class="ql-indent-3"><span style="font-size: 0.75em">small</span></p>';
    assert.equal(
      sanitizeRichText(html),
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote>' +
        '<pre class="ql-syntax" spellcheck="false">code</pre><ol><li data-list="bullet">x</li></ol>' +
        '<p class="ql-indent-3"><span style="font-size:0.75em">small</span></p>',
    );
  });

  it('drops scripts, handlers, foreign styles and unsafe links', () => {
    assert.equal(sanitizeRichText('<p onmouseover="x()">a<script>b()</script></p>'), '<p>a</p>');
    assert.equal(sanitizeRichText('<iframe src="https://evil"></iframe><style>p{}</style>ok'), 'ok');
    assert.equal(sanitizeRichText('<p style="position: fixed; font-size: 99em" class="evil">x</p>'), '<p>x</p>');
    assert.equal(
      sanitizeRichText('<a href="javascript:alert(1)" onclick="x">a</a>'),
      '<a target="_blank" rel="noopener noreferrer">a</a>',
    );
    assert.equal(
      sanitizeRichText('<a href="//evil.example/x">a</a><a href="mailto:a@b.c" target="_self">m</a>'),
      '<a target="_blank" rel="noopener noreferrer">a</a><a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">m</a>',
    );
    assert.equal(sanitizeRichText('<img src=x onerror=alert(1)>'), '');
  });
});
