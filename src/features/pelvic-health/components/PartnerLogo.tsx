import type { Partner } from '../content/partners';

/** Where a partner's logo file is served (public/partners/): the file name is the partner's name in kebab case. */
export function partnerLogoUrl(partner: Partner): string {
  const slug = partner.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/partners/${slug}.svg`;
}

/**
 * A partner's logo, as an image file rather than inline SVG: eleven drawings inline made a location page's HTML
 * and DOM a third larger, delayed its first paint, and shipped every drawing again in the page's script for
 * hydration. A file is also how a real partner's logo arrives. Its accessible name is the partner's full name.
 */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <img
      className="partner-logo"
      src={partnerLogoUrl(partner)}
      alt={partner.name}
      width="224"
      height="80"
      decoding="async"
    />
  );
}
