import { allowedRichTextClasses, allowedRichTextStyle } from './rich-text-policy.ts';

describe('rich-text policy', () => {
  it('keeps only the toolbar classes', () => {
    expect(allowedRichTextClasses('ql-indent-3 evil ql-size-huge ql-indent-10')).toBe('ql-indent-3 ql-size-huge');
  });

  it('keeps only the toolbar styles', () => {
    expect(allowedRichTextStyle('font-size: 1.5em; color: red; padding-left: 9em; padding-left: 12em')).toBe(
      'font-size: 1.5em; padding-left: 9em',
    );
    expect(allowedRichTextStyle('background: url(javascript:alert(1))')).toBe('');
  });
});
