import type { ServiceArt } from '../content/types';
import aesthetics from './icons/aesthetics.svg?no-inline';
import aging from './icons/aging.svg?no-inline';
import audiology from './icons/audiology.svg?no-inline';
import dna from './icons/dna.svg?no-inline';
import geriatric from './icons/geriatric.svg?no-inline';
import global from './icons/global.svg?no-inline';
import gynoUro from './icons/gyno-uro.svg?no-inline';
import ivTherapy from './icons/iv-therapy.svg?no-inline';
import naturopathic from './icons/naturopathic.svg?no-inline';
import orthopaedic from './icons/orthopaedic.svg?no-inline';
import pelvicMen from './icons/pelvic-men.svg?no-inline';
import pelvicWomen from './icons/pelvic-women.svg?no-inline';
import sports from './icons/sports.svg?no-inline';

/*
 * Line drawings on a 48 × 48 grid, one static file each in ./icons: pages carry their (hashed, long-cached) URLs,
 * not the drawings. Each file's `#glyph` group strokes in currentColor, which the file's root sets to the ink token;
 * accents are gold (token values: a static file cannot read CSS custom properties). service-icons.test.ts checks them.
 */
export const SERVICE_ICON_URLS: Readonly<Record<ServiceArt, string>> = {
  'iv-therapy': ivTherapy,
  dna,
  naturopathic,
  audiology,
  sports,
  orthopaedic,
  'gyno-uro': gynoUro,
  aesthetics,
  aging,
  global,
  'pelvic-men': pelvicMen,
  'pelvic-women': pelvicWomen,
  geriatric,
};

/** A service's glyph as an SVG group on a 48 × 48 grid, inside a larger illustration; it strokes in currentColor. */
export function ServiceGlyph({ art }: { art: ServiceArt }) {
  return <use href={`${SERVICE_ICON_URLS[art]}#glyph`} />;
}

export type ServiceIconProps = { art: ServiceArt; size?: number; className?: string };

/**
 * A decorative service icon with fixed dimensions (no layout shift). Not lazy, as most sit in carousels whose
 * hidden slides slide in later, but low priority: small files that never hold up the page.
 */
export function ServiceIcon({ art, size = 48, className }: ServiceIconProps) {
  return (
    <img
      className={className}
      src={SERVICE_ICON_URLS[art]}
      alt=""
      width={size}
      height={size}
      decoding="async"
      fetchPriority="low"
    />
  );
}
