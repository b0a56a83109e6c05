import type { AvatarTone } from '../content/testimonials';

const TONES: Record<AvatarTone, { background: string; text: string }> = {
  // ivory on ink 11.96:1; ink on gold-light 6.66:1; ink on sand 10.79:1 (tokens.css)
  ink: { background: 'var(--color-ink)', text: 'var(--color-on-ink)' },
  gold: { background: 'var(--color-gold-light)', text: 'var(--color-ink-strong)' },
  sand: { background: 'var(--color-sand)', text: 'var(--color-ink)' },
};

/** Decorative initials in a circle; the name is always printed beside it, so the art is hidden from assistive tech. */
export function InitialsAvatar({ initials, tone, size = 64 }: { initials: string; tone: AvatarTone; size?: number }) {
  const colours = TONES[tone];
  return (
    <svg
      className="initials-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="31" fill={colours.background} stroke="var(--color-border)" strokeWidth="2" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={colours.text}
        fontFamily="Georgia, serif"
        fontSize="22"
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}
