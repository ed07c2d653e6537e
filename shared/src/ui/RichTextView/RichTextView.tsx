import { useMemo } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { sanitizeRichTextHtml } from './sanitize-rich-text.ts';
import { useRichTextViewStyles } from './RichTextView.styles.ts';

export { sanitizeRichTextHtml };

/** Props of RichTextView. */
export interface RichTextViewProps {
  /** Stored HTML from a rich-text editor; null or '' renders nothing. */
  html: string | null | undefined;
  className?: string;
  id?: string;
}

/** Renders stored rich text, sanitised (DOMPurify) to what the portal's editors produce. */
export function RichTextView({ html, className, id }: RichTextViewProps) {
  const styles = useRichTextViewStyles();
  const clean = useMemo(() => sanitizeRichTextHtml(html), [html]);
  if (!clean) return null;
  // The markup is sanitised just above; nothing else reaches innerHTML.
  return <div id={id} className={mergeClasses(styles.root, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
