import { sanitizeRichHtml as sanitizeRichText } from '../../../lib/sanitize-rich-html';

/** Admin-entered HTML, sanitized again in the browser although the server cleaned it when it was saved. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`location-rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
