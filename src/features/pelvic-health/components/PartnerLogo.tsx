import type { ReactNode } from 'react';
import type { Partner, PartnerMark } from '../content/partners';

const INK = 'var(--color-ink)';
const GOLD = 'var(--color-gold)';

/** Simple original marks drawn in a 60 × 80 box at the left of each wordmark. */
const MARKS: Record<PartnerMark, ReactNode> = {
  peak: <path d="M6 60 24 24l10 18 8-12 14 30z" fill={INK} />,
  leaf: (
    <>
      <path d="M8 62C8 34 26 18 54 18c0 28-18 44-46 44z" fill={GOLD} />
      <path d="M12 58 46 26" stroke={INK} strokeWidth="3" />
    </>
  ),
  wave: (
    <g fill="none" stroke={INK} strokeWidth="5" strokeLinecap="round">
      <path d="M6 30q8-8 16 0t16 0 16 0" />
      <path d="M6 44q8-8 16 0t16 0 16 0" stroke={GOLD} />
      <path d="M6 58q8-8 16 0t16 0 16 0" />
    </g>
  ),
  arc: (
    <>
      <path d="M8 58a22 22 0 0 1 44 0" fill="none" stroke={INK} strokeWidth="7" strokeLinecap="round" />
      <circle cx="30" cy="28" r="7" fill={GOLD} />
    </>
  ),
  ring: (
    <>
      <circle cx="30" cy="40" r="20" fill="none" stroke={INK} strokeWidth="7" />
      <circle cx="30" cy="40" r="6" fill={GOLD} />
    </>
  ),
  diamond: (
    <>
      <path d="M30 14 54 40 30 66 6 40z" fill={INK} />
      <path d="M30 28 42 40 30 52 18 40z" fill={GOLD} />
    </>
  ),
  drop: <path d="M30 14c8 14 20 24 20 36a20 20 0 0 1-40 0c0-12 12-22 20-36z" fill={INK} />,
  bars: (
    <g fill={INK}>
      <rect x="6" y="44" width="9" height="18" rx="2" />
      <rect x="19" y="32" width="9" height="30" rx="2" />
      <rect x="32" y="22" width="9" height="40" rx="2" fill={GOLD} />
      <rect x="45" y="36" width="9" height="26" rx="2" />
    </g>
  ),
  sun: (
    <>
      <circle cx="30" cy="40" r="12" fill={GOLD} />
      <g stroke={INK} strokeWidth="4" strokeLinecap="round">
        <path d="M30 14v6M30 60v6M4 40h6M50 40h6M12 22l4 4M44 54l4 4M12 58l4-4M44 26l4-4" />
      </g>
    </>
  ),
  split: (
    <>
      <path d="M30 18a22 22 0 0 1 0 44z" fill={INK} />
      <path d="M30 18a22 22 0 0 0 0 44z" fill={GOLD} />
    </>
  ),
  chevron: (
    <g fill="none" stroke={INK} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 26l14 14-14 14" />
      <path d="M30 26l14 14-14 14" stroke={GOLD} />
    </g>
  ),
};

/** An original placeholder wordmark; its accessible name is the partner's full name. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <svg className="partner-logo" role="img" aria-label={partner.name} width="224" height="80" viewBox="0 0 224 80">
      {MARKS[partner.mark]}
      <text x="68" y="40" fill={INK} fontFamily="Georgia, 'Times New Roman', serif" fontSize="21">
        {partner.word}
      </text>
      <text
        x="69"
        y="61"
        fill="var(--color-text-muted)"
        fontFamily="system-ui, 'Segoe UI', Arial, sans-serif"
        fontSize="12"
        fontWeight="700"
        letterSpacing="1.2"
      >
        {partner.descriptor.toUpperCase()}
      </text>
    </svg>
  );
}
