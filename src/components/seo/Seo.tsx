import { SITE_CONFIG } from '../../config/site-config';
import type { JsonLd } from './json-ld';
import { absoluteUrl } from './absolute-url';
import { HeadTags } from './HeadTags';

export type SeoProps = {
  /** The page's own title; the clinic name is appended. */
  title: string;
  description: string;
  /** The page path (from `paths`), used for the canonical link and og:url. */
  path: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  keywords?: string;
  /** Overrides the canonical URL (location pages carry their own). */
  canonical?: string;
  jsonLd?: JsonLd | JsonLd[];
};

export { absoluteUrl };

export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/**
 * Every route's head tags: title, description, canonical, Open Graph and JSON-LD. Rendered into the
 * prerendered HTML at build time (tools/build/prerender.ts) and kept in sync on client-side navigation.
 */
export function Seo({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
  keywords,
  canonical,
  jsonLd,
}: SeoProps) {
  const fullTitle = title.includes(SITE_CONFIG.clinicName) ? title : `${title} | ${SITE_CONFIG.clinicName}`;
  const url = canonical ?? absoluteUrl(path);
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <HeadTags>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {keywords ? <meta name="keywords" content={keywords} /> : null}
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={url} />
        <meta property="og:site_name" content={SITE_CONFIG.clinicName} />
        <meta property="og:type" content={type} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE)} />
        <meta property="og:locale" content="en_CA" />
        <meta name="twitter:card" content="summary_large_image" />
      </HeadTags>
      {/* In the page, not the head: React hydrates them in place, so they need no head library. */}
      {blocks.map((block, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(block).replace(/</g, '\\u003c')}
        </script>
      ))}
    </>
  );
}
