import type { ServiceArt } from '../content/types';
import { ServiceGlyph } from './ServiceIcon';

/**
 * Decorative hero illustration: the service's glyph drawn large on layered discs. Fixed dimensions
 * reserve space so nothing shifts when it renders.
 */
export function ServiceHeroArt({ art }: { art: ServiceArt }) {
  return (
    <svg
      className="service-hero-art"
      width="360"
      height="300"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="196" cy="150" r="132" fill="var(--color-ink)" />
      <circle cx="196" cy="150" r="98" fill="none" stroke="var(--color-on-ink)" strokeOpacity="0.18" strokeWidth="2" />
      <circle
        cx="196"
        cy="150"
        r="116"
        fill="none"
        stroke="var(--color-gold)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="200 1000"
        transform="rotate(-160 196 150)"
      />
      <circle cx="58" cy="62" r="22" fill="var(--color-sand)" />
      <circle cx="40" cy="238" r="10" fill="var(--color-gold)" />
      <circle cx="330" cy="262" r="14" fill="var(--color-sand)" />
      <g transform="translate(136 90) scale(2.5)" color="var(--color-on-ink)">
        <ServiceGlyph art={art} />
      </g>
    </svg>
  );
}
