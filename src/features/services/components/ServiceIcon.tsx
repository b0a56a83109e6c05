import type { ReactNode } from 'react';
import type { ServiceArt } from '../content/types';

const GOLD = 'var(--color-gold)';

/** Line drawings on a 48 × 48 grid; strokes take `currentColor`, accents are gold. */
const GLYPHS: Record<ServiceArt, ReactNode> = {
  'iv-therapy': (
    <>
      <path d="M20 4h8" />
      <path d="M15.5 17h17v6.5a2.5 2.5 0 0 1-2.5 2.5H18a2.5 2.5 0 0 1-2.5-2.5z" fill={GOLD} stroke="none" />
      <rect x="14" y="7" width="20" height="20" rx="4" />
      <path d="M24 27v4" />
      <rect x="21" y="31" width="6" height="6" rx="1.5" />
      <path d="M24 37v2c0 4 3 5 7 5h7" />
    </>
  ),
  dna: (
    <>
      <path d="M18 8h12M19 20h10M19 28h10M18 40h12" stroke={GOLD} />
      <path d="M16 4c0 10 16 10 16 20S16 34 16 44" />
      <path d="M32 4c0 10-16 10-16 20s16 10 16 20" />
    </>
  ),
  naturopathic: (
    <>
      <path d="M11 37C11 20 22 9 40 8c0 18-11 29-29 29z" fill={GOLD} fillOpacity="0.3" />
      <path d="M11 37 29 19" />
      <path d="M6 42l5-5" />
      <path d="M20 28h-6M25 23v-7" />
    </>
  ),
  audiology: (
    <>
      <path d="M12 20a10 10 0 0 1 20 0c0 6-6 8-6 14a6 6 0 0 1-10 4" />
      <path d="M17 20a5 5 0 0 1 10 0c0 3-3 4-4 6" />
      <path d="M37 15a11 11 0 0 1 0 14M42 11a17 17 0 0 1 0 22" stroke={GOLD} />
    </>
  ),
  sports: (
    <>
      <rect x="5" y="15" width="7" height="18" rx="2" fill={GOLD} stroke="none" />
      <rect x="36" y="15" width="7" height="18" rx="2" fill={GOLD} stroke="none" />
      <rect x="5" y="15" width="7" height="18" rx="2" />
      <rect x="36" y="15" width="7" height="18" rx="2" />
      <rect x="12" y="19" width="5" height="10" rx="1.5" />
      <rect x="31" y="19" width="5" height="10" rx="1.5" />
      <path d="M17 24h14" />
    </>
  ),
  orthopaedic: (
    <g transform="rotate(-45 24 24)">
      <path
        d="M33 20A5 5 0 1 1 41 20Q38 24 41 28A5 5 0 1 1 33 28H15A5 5 0 1 1 7 28Q10 24 7 20A5 5 0 1 1 15 20Z"
        fill={GOLD}
        fillOpacity="0.3"
      />
    </g>
  ),
  'gyno-uro': (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 12c5 7 8 11 8 15a8 8 0 0 1-16 0c0-4 3-8 8-15z" fill={GOLD} stroke="none" />
      <path d="M24 12c5 7 8 11 8 15a8 8 0 0 1-16 0c0-4 3-8 8-15z" />
    </>
  ),
  aesthetics: (
    <>
      <path d="M21 5c1.5 9 5 12.5 14 14-9 1.5-12.5 5-14 14-1.5-9-5-12.5-14-14 9-1.5 12.5-5 14-14z" />
      <path
        d="M36 29c.8 4 2 5.2 6 6-4 .8-5.2 2-6 6-.8-4-2-5.2-6-6 4-.8 5.2-2 6-6z"
        fill={GOLD}
        stroke={GOLD}
        strokeWidth="1.5"
      />
    </>
  ),
  aging: (
    <>
      <circle cx="24" cy="17" r="12" fill={GOLD} fillOpacity="0.3" />
      <path d="M24 29v14M24 35l-6-5M24 32l5-4" />
      <path d="M13 43h22" />
    </>
  ),
  global: (
    <>
      <circle cx="21" cy="23" r="16" />
      <path d="M5 23h32M21 7c-5 5-7 10-7 16s2 11 7 16M21 7c5 5 7 10 7 16s-2 11-7 16" />
      <circle cx="37" cy="36" r="9" fill={GOLD} stroke="none" />
      <path d="M37 31.5v9M32.5 36h9" />
    </>
  ),
  'pelvic-men': (
    <>
      <path d="M13 6v24h23" />
      <path d="M17 30v12M33 30v12" />
      <path d="M19 21c2.5-3 5-3 7.5 0s5 3 7.5 0M19 14c2.5-3 5-3 7.5 0s5 3 7.5 0" stroke={GOLD} />
    </>
  ),
  'pelvic-women': (
    <>
      <path d="M13 6v24h23" />
      <path d="M17 30v12M33 30v12" />
      <path d="M20 24a6 6 0 0 1 12 0M17 24a9 9 0 0 1 18 0M23 24a3 3 0 0 1 6 0" stroke={GOLD} />
    </>
  ),
  geriatric: (
    <>
      <rect x="10" y="8" width="28" height="36" rx="4" />
      <rect x="18" y="4" width="12" height="7" rx="2" />
      <path
        d="M24 36s-8-5-8-10.5a4 4 0 0 1 8-1.5 4 4 0 0 1 8 1.5C32 31 24 36 24 36z"
        fill={GOLD}
        stroke={GOLD}
        strokeWidth="1.5"
      />
    </>
  ),
};

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A service's glyph as an SVG group on a 48 × 48 grid, for use inside a larger illustration. */
export function ServiceGlyph({ art }: { art: ServiceArt }) {
  return <g {...STROKE}>{GLYPHS[art]}</g>;
}

export type ServiceIconProps = { art: ServiceArt; size?: number; className?: string };

/** A decorative service icon with fixed dimensions (no layout shift). */
export function ServiceIcon({ art, size = 48, className }: ServiceIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      {...STROKE}
    >
      {GLYPHS[art]}
    </svg>
  );
}
