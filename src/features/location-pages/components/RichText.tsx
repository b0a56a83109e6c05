/**
 * Admin-entered HTML, already sanitized: by the server for a server-rendered page, in the browser for a page
 * loaded from the API or previewed in the admin (sanitize-location-page.ts).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`location-rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
