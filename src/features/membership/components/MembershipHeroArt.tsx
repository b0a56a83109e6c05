/** Decorative: a path rising through six milestones inside a soft frame. Fixed size, no layout shift. */
export function MembershipHeroArt() {
  const milestones = [
    [70, 300],
    [140, 262],
    [210, 236],
    [280, 190],
    [350, 150],
    [410, 92],
  ] as const;
  return (
    <svg
      className="membership-hero-art"
      width="460"
      height="380"
      viewBox="0 0 460 380"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="20" width="420" height="340" rx="28" fill="var(--color-ink)" />
      <path d="M60 320h340" stroke="var(--color-on-ink)" strokeOpacity="0.2" strokeWidth="2" />
      <path
        d="M60 250h340M60 180h340M60 110h340"
        stroke="var(--color-on-ink)"
        strokeOpacity="0.2"
        strokeWidth="1.5"
        strokeDasharray="6 10"
      />
      <path
        d={`M${milestones.map(([x, y]) => `${x} ${y}`).join(' L')}`}
        fill="none"
        stroke="var(--color-gold-light)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {milestones.map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r={i === milestones.length - 1 ? 14 : 9}
          fill={i === milestones.length - 1 ? 'var(--color-gold-light)' : 'var(--color-ivory)'}
        />
      ))}
    </svg>
  );
}
