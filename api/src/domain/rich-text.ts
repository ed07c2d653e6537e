import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PATTERNS,
  RICH_TEXT_STYLE_PATTERNS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@cedar/shared/domain';
import sanitizeHtml from 'sanitize-html';

// The shared rich-text policy (what the portal's editors produce), in sanitize-html's terms.
// Anything else is dropped, with its content kept.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { '*': [...RICH_TEXT_ATTRIBUTES] },
  allowedClasses: { '*': [...RICH_TEXT_CLASS_PATTERNS] },
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(RICH_TEXT_STYLE_PATTERNS).map(([property, pattern]) => [property, [pattern]]),
    ),
  },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
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
