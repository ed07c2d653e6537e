/** Announcement bodies this long or longer offer Read More (§9: 340 characters). */
export const READ_MORE_MIN_CHARS = 340;

/** The visible text of stored HTML: tags dropped, common entities decoded, spaces kept. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Read More shows (§4) when the text is at least 340 characters long, or when the body has
 * more than one paragraph or a line break.
 */
export function needsReadMore(html: string, minChars = READ_MORE_MIN_CHARS): boolean {
  if (htmlText(html).trim().length >= minChars) return true;
  const paragraphs = html.match(/<p[\s>]/gi)?.length ?? 0;
  return paragraphs > 1 || /<br\s*\/?>/i.test(html) || /\S\s*\n\s*\S/.test(htmlText(html));
}
