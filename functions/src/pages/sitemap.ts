const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type SitemapEntry = { path: string; lastmod: string };

/** The sitemap protocol's urlset: absolute addresses, each with its last change as a W3C date (YYYY-MM-DD). */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc><lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
