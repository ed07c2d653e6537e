import sanitizeHtml from 'sanitize-html';

// What the portal's rich-text editors (quill 2) produce: the learner toolbar (bold, italic,
// underline, code block, link, bullet list, sizes, indent) and the console's (headers,
// strike, blockquote, ordered lists). Anything else is dropped, with its content kept.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    pre: ['spellcheck', 'class'],
    div: ['spellcheck', 'class'],
    '*': ['class', 'style'],
  },
  allowedClasses: {
    '*': [
      'ql-size-small',
      'ql-size-large',
      'ql-size-huge',
      /^ql-indent-[1-9]$/,
      'ql-syntax',
      'ql-code-block',
      'ql-code-block-container',
      /^ql-align-(center|right|justify)$/,
    ],
  },
  allowedStyles: {
    '*': {
      'font-size': [/^(0\.75|1|1\.5|2\.5)em$/],
      'padding-left': [/^[0-9](\.[0-9]+)?em$/],
      'text-align': [/^(left|center|right|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'ftp'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the portal in a new tab and never get a handle on it.
  transformTags: {
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** Rich-text HTML made safe to store and to render as is: no scripts, handlers or foreign markup. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
