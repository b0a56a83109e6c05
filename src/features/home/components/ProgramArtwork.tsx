/**
 * The membership artwork: a year drawn as a ring of twelve months with the quarterly check-ins marked.
 * Fixed dimensions reserve space. As a video poster (`poster`) the centre stays clear for the play icon
 * that VideoButton lays over it; otherwise a check mark fills it.
 */
export function ProgramArtwork({ poster = false }: { poster?: boolean }) {
  const round = (n: number) => Math.round(n * 100) / 100;
  const months = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2 - Math.PI / 2;
    return { x: round(260 + Math.cos(angle) * 140), y: round(200 + Math.sin(angle) * 140), checkIn: i % 3 === 0 };
  });
  return (
    <svg
      className="program-artwork"
      width="520"
      height="400"
      viewBox="0 0 520 400"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="520" height="400" rx="24" fill="var(--color-ink)" />
      <circle cx="260" cy="200" r="96" fill="var(--color-on-ink)" fillOpacity="0.06" />
      <circle cx="260" cy="200" r="140" fill="none" stroke="var(--color-on-ink)" strokeOpacity="0.2" strokeWidth="3" />
      <circle
        cx="260"
        cy="200"
        r="140"
        fill="none"
        stroke="var(--color-gold)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="520 1000"
        transform="rotate(-90 260 200)"
      />
      {months.map((month, i) => (
        <circle
          key={i}
          cx={month.x}
          cy={month.y}
          r={month.checkIn ? 12 : 6}
          fill={month.checkIn ? 'var(--color-gold-light)' : 'var(--color-sand)'}
        />
      ))}
      {poster ? null : (
        <path
          d="M226 202l24 24 46-52"
          fill="none"
          stroke="var(--color-ivory)"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
