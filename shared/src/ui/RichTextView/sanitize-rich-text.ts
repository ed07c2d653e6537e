import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  allowedRichTextClasses,
  allowedRichTextStyle,
} from '@cedar/shared/domain';

// Web and file links, mail, and the portal's own pages; never javascript:, data: or //host.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ftp|mailto):|\/(?!\/)|#)/i;

// An instance of its own, so these hooks never touch another use of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style' && data.attrName !== 'class') return;
  const value =
    data.attrName === 'style' ? allowedRichTextStyle(data.attrValue) : allowedRichTextClasses(data.attrValue);
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
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP,
  });
}
