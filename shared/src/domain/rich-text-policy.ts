/**
 * What the portal's rich-text editors (quill 2) produce, and so all that stored rich text may
 * hold: the learner toolbar (bold, italic, underline, code block, link, bullet list, sizes,
 * indent) and the console's (headers, strike, blockquote, ordered lists). The API sanitises on
 * write and the browser on render through this one policy, so a text renders as it was written.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'blockquote',
  'pre',
  'code',
  'div',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
] as const;

/** Attributes kept on rich-text elements (class and style further filtered below). */
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'class', 'style', 'data-list', 'spellcheck'] as const;

/** Classes quill writes for sizes, indents, alignment and code blocks. */
export const RICH_TEXT_CLASS_PATTERNS: readonly RegExp[] = [
  /^ql-size-(small|large|huge)$/,
  /^ql-indent-[1-9]$/,
  /^ql-align-(center|right|justify)$/,
  /^ql-(syntax|code-block|code-block-container)$/,
];

/** Inline styles allowed, by property: the toolbar's sizes, indents up to 9em and alignment. */
export const RICH_TEXT_STYLE_PATTERNS: Readonly<Record<string, RegExp>> = {
  'font-size': /^(0\.75|1|1\.5|2\.5)em$/,
  'padding-left': /^[1-9]em$/,
  'text-align': /^(left|center|right|justify)$/,
};

/** Link schemes allowed; relative links to the portal's own pages are allowed too, `//host` never. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;

/** Keeps the allowed classes of a class attribute. */
export function allowedRichTextClasses(classes: string): string {
  return classes
    .split(/\s+/)
    .filter((name) => RICH_TEXT_CLASS_PATTERNS.some((pattern) => pattern.test(name)))
    .join(' ');
}

/** Keeps the allowed declarations of a style attribute. */
export function allowedRichTextStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim().toLowerCase()))
    .filter(([property = '', value = '']) => RICH_TEXT_STYLE_PATTERNS[property]?.test(value) ?? false)
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}
