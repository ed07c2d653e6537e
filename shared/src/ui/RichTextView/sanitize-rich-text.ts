import DOMPurify from 'dompurify';
import { MAX_RICH_TEXT_INDENT, RICH_TEXT_SIZES, indentLength } from '../RichTextEditor/rich-text-formats.ts';

// What the portal's quill editors produce: this toolbar's formats, plus the headers, strike,
// quotes and ordered lists of the console's announcement editor. The API stores HTML through
// the same list, so a stored text renders exactly as it was written.
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'style', 'data-list', 'spellcheck'];
const ALLOWED_CLASSES = [
  /^ql-size-(small|large|huge)$/,
  /^ql-indent-[1-9]$/,
  /^ql-align-(center|right|justify)$/,
  /^ql-(syntax|code-block|code-block-container)$/,
];
const INDENTS = new Set(Array.from({ length: MAX_RICH_TEXT_INDENT }, (_, i) => indentLength(i + 1)));
const STYLE_RULES: Record<string, (value: string) => boolean> = {
  'font-size': (value) => (RICH_TEXT_SIZES as readonly string[]).includes(value),
  'padding-left': (value) => INDENTS.has(value),
  'text-align': (value) => ['left', 'center', 'right', 'justify'].includes(value),
};
// Web and file links, mail, and the portal's own pages; never javascript:, data: or //host.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ftp|mailto):|\/(?!\/)|#)/i;

function allowedStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim().toLowerCase()))
    .filter(([property = '', value = '']) => STYLE_RULES[property]?.(value))
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

function allowedClasses(classes: string): string {
  return classes
    .split(/\s+/)
    .filter((name) => ALLOWED_CLASSES.some((pattern) => pattern.test(name)))
    .join(' ');
}

// An instance of its own, so these hooks never touch another use of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style' && data.attrName !== 'class') return;
  const value = data.attrName === 'style' ? allowedStyle(data.attrValue) : allowedClasses(data.attrValue);
  data.attrValue = value;
  if (!value) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links leave the portal in a new tab and get no handle on it.
  if (node.tagName !== 'A') return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Stored rich text made safe to render: only what the portal's editors produce, links in a new tab. */
export function sanitizeRichTextHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
