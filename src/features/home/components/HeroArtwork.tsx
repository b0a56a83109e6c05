/** Decorative: a steady pulse inside concentric rings. Fixed dimensions reserve space and avoid layout shift. */
export function HeroArtwork() {
  return (
    <svg className="hero-artwork" width="480" height="420" viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <circle cx="260" cy="210" r="190" fill="var(--color-ink)" />
      <circle cx="260" cy="210" r="140" fill="none" stroke="#1f5561" strokeWidth="2" />
      <circle cx="260" cy="210" r="92" fill="none" stroke="#1f5561" strokeWidth="2" />
      <circle
        cx="260"
        cy="210"
        r="168"
        fill="none"
        stroke="var(--color-gold)"
        strokeWidth="7"
        strokeLinecap="round"
        strokeDasharray="290 1000"
        transform="rotate(-150 260 210)"
      />
      <path
        d="M24 232h150l22-58 32 116 26-96 16 38h186"
        fill="none"
        stroke="var(--color-ivory)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="232" r="9" fill="var(--color-gold)" />
      <circle cx="456" cy="232" r="9" fill="var(--color-gold)" />
      <circle cx="372" cy="92" r="14" fill="var(--color-sand)" />
      <circle cx="150" cy="356" r="8" fill="var(--color-sand)" />
    </svg>
  );
}
