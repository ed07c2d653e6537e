/** Props of StoredHtml. */
export interface StoredHtmlProps {
  html: string;
  className?: string;
}

/** HTML the API sanitised before storing it (announcement bodies). */
export function StoredHtml({ html, className }: StoredHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
