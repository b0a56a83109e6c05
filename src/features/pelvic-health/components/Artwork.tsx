/**
 * Original decorative illustrations (no photos exist). Fixed width and height reserve their space, so
 * nothing shifts while the page loads; all are aria-hidden because the text beside them says the same.
 */

const CHAIR_FIELD_RADII = [190, 150, 110] as const;

/** A pelvic chair seen from the front, with the electromagnetic field rising from the seat. */
export function PelvicChairArtwork() {
  return (
    <svg className="ph-artwork" width="480" height="420" viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <rect x="20" y="20" width="440" height="380" rx="48" fill="var(--color-ink)" />
      {CHAIR_FIELD_RADII.map((r, i) => (
        <path
          key={r}
          d={`M${240 - r} 292 A${r} ${r} 0 0 1 ${240 + r} 292`}
          fill="none"
          stroke={i === 1 ? 'var(--color-gold-light)' : 'var(--color-gold)'}
          strokeOpacity={0.55 + i * 0.2}
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={i === 0 ? '2 16' : undefined}
        />
      ))}
      <rect x="182" y="150" width="116" height="128" rx="40" fill="var(--color-sand)" />
      <rect x="146" y="268" width="188" height="44" rx="22" fill="var(--color-ivory)" />
      <rect x="226" y="312" width="28" height="40" fill="var(--color-sand)" />
      <rect x="176" y="348" width="128" height="14" rx="7" fill="var(--color-gold)" />
      <circle cx="392" cy="92" r="12" fill="var(--color-sand)" />
      <circle cx="84" cy="340" r="8" fill="var(--color-gold-light)" />
    </svg>
  );
}

/** Acoustic pulses leaving a hand-held applicator, with a steady heartbeat line. */
export function SoundWaveArtwork() {
  return (
    <svg className="ph-artwork" width="480" height="420" viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <circle cx="240" cy="210" r="190" fill="var(--color-ink)" />
      <rect x="70" y="186" width="110" height="48" rx="24" fill="var(--color-sand)" />
      <rect x="170" y="196" width="26" height="28" rx="6" fill="var(--color-gold)" />
      {[40, 80, 120].map((r, i) => (
        <path
          key={r}
          d={`M${200 + r * 0.5} ${210 - r} A${r} ${r} 0 0 1 ${200 + r * 0.5} ${210 + r}`}
          fill="none"
          stroke="var(--color-gold-light)"
          strokeOpacity={1 - i * 0.25}
          strokeWidth="6"
          strokeLinecap="round"
        />
      ))}
      <path
        d="M60 320h120l16-34 24 68 20-52 12 18h168"
        fill="none"
        stroke="var(--color-ivory)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="380" cy="104" r="12" fill="var(--color-sand)" />
    </svg>
  );
}

/** A 16:9 poster for the video buttons; `VideoButton` lays its play icon over the centre (320, 180). */
export function VideoPoster({ variant }: { variant: 'chair' | 'sound-wave' }) {
  return (
    <svg
      className="ph-video__poster"
      width="640"
      height="360"
      viewBox="0 0 640 360"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="640" height="360" rx="24" fill="var(--color-ink)" />
      <circle cx="320" cy="180" r="96" fill="none" stroke="var(--color-gold)" strokeOpacity="0.5" strokeWidth="3" />
      <circle cx="320" cy="180" r="140" fill="none" stroke="var(--color-gold)" strokeOpacity="0.25" strokeWidth="3" />
      {variant === 'chair' ? (
        <g fill="var(--color-sand)">
          <rect x="480" y="118" width="80" height="92" rx="28" />
          <rect x="456" y="202" width="128" height="32" rx="16" fill="var(--color-ivory)" />
          <rect x="508" y="234" width="22" height="30" />
          <rect x="474" y="262" width="92" height="12" rx="6" fill="var(--color-gold)" />
        </g>
      ) : (
        <g fill="none" stroke="var(--color-gold-light)" strokeWidth="6" strokeLinecap="round">
          <path d="M470 130a70 70 0 0 1 0 100" />
          <path d="M505 105a110 110 0 0 1 0 150" />
          <path d="M540 80a150 150 0 0 1 0 200" />
        </g>
      )}
      <path
        d="M40 64h80l12-26 18 52 16-40 10 14h60"
        fill="none"
        stroke="var(--color-gold-light)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg className="ph-check" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="var(--color-ink)" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="var(--color-gold-light)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function QuoteMark() {
  return (
    <svg className="ph-quote-mark" width="40" height="32" viewBox="0 0 40 32" aria-hidden="true" focusable="false">
      <path
        d="M0 32V19C0 8 6 1.5 16 0l1.6 4.4C11.6 6.2 8.6 10 8.4 15H16v17zm22 0V19C22 8 28 1.5 38 0l1.6 4.4C33.6 6.2 30.6 10 30.4 15H38v17z"
        fill="var(--color-gold)"
      />
    </svg>
  );
}
