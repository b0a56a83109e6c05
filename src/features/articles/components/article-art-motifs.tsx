import type { ReactElement } from 'react';
import type { ArticleMotif } from '../content/motifs';

/*
 * Original abstract drawings, one per motif, on a 640 x 360 canvas. Colours come only from the
 * design tokens; shades are made with opacity so no new hex values appear.
 */
const INK = 'var(--color-ink)';
const INK_STRONG = 'var(--color-ink-strong)';
const IVORY = 'var(--color-ivory)';
const SAND = 'var(--color-sand)';
const GOLD = 'var(--color-gold)';
const GOLD_LIGHT = 'var(--color-gold-light)';
const ON_INK = 'var(--color-on-ink)';
const round = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function HeartRhythm() {
  return (
    <>
      <rect width="640" height="360" fill={INK} />
      <circle cx="430" cy="180" r="150" fill="none" stroke={ON_INK} strokeOpacity="0.12" strokeWidth="2" />
      <circle cx="430" cy="180" r="105" fill="none" stroke={ON_INK} strokeOpacity="0.18" strokeWidth="2" />
      <circle cx="430" cy="180" r="60" fill={GOLD} fillOpacity="0.18" />
      <circle
        cx="430"
        cy="180"
        r="128"
        fill="none"
        stroke={GOLD}
        strokeWidth="6"
        strokeDasharray="220 1000"
        transform="rotate(-140 430 180)"
        {...round}
      />
      <path
        d="M40 200H250l20-50 28 110 26-130 22 100 14-30H600"
        fill="none"
        stroke={IVORY}
        strokeWidth="6"
        {...round}
      />
      <circle cx="40" cy="200" r="8" fill={GOLD} />
      <circle cx="600" cy="200" r="8" fill={GOLD} />
      <circle cx="110" cy="86" r="10" fill={SAND} fillOpacity="0.5" />
      <circle cx="178" cy="300" r="6" fill={SAND} fillOpacity="0.4" />
    </>
  );
}

function CalmWaves() {
  return (
    <>
      <rect width="640" height="360" fill={SAND} />
      <circle cx="470" cy="128" r="56" fill={GOLD} fillOpacity="0.85" />
      <path d="M0 196C80 170 160 170 240 196S400 222 480 196 600 170 640 196V360H0Z" fill={INK} fillOpacity="0.22" />
      <path d="M0 238C80 216 160 216 240 238S400 260 480 238 600 216 640 238V360H0Z" fill={INK} fillOpacity="0.5" />
      <path d="M0 284C80 266 160 266 240 284S400 302 480 284 600 266 640 284V360H0Z" fill={INK} />
      <path d="M430 214h80M448 228h44" stroke={GOLD} strokeWidth="4" {...round} />
      <path d="M96 104c20-14 40-14 60 0M124 132c14-10 28-10 42 0" fill="none" stroke={INK} strokeWidth="3" {...round} />
    </>
  );
}

function MetabolismLeaf() {
  return (
    <>
      <rect width="640" height="360" fill={IVORY} />
      <circle cx="320" cy="180" r="150" fill={SAND} />
      <circle
        cx="320"
        cy="180"
        r="140"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeDasharray="700 180"
        transform="rotate(-90 320 180)"
        {...round}
      />
      <path d="M189 127l6 17-20-6z" fill={INK} />
      <path d="M200 250c0-90 70-150 150-150 0 90-60 150-150 150z" fill={INK} />
      <path d="M212 240c40-34 82-76 126-128" fill="none" stroke={IVORY} strokeWidth="4" {...round} />
      <path d="M430 262c-32 0-46-26-34-52 10-20 24-28 24-54 24 18 42 46 40 74-2 20-14 32-30 32z" fill={GOLD} />
      <path d="M430 256c-16 0-22-14-16-28 6-12 14-16 16-30 12 12 18 28 16 40-2 12-8 18-16 18z" fill={IVORY} />
      <circle cx="520" cy="70" r="12" fill={GOLD} fillOpacity="0.5" />
      <circle cx="110" cy="290" r="8" fill={INK} fillOpacity="0.3" />
    </>
  );
}

function ExamClipboard() {
  const rows = [0, 1, 2, 3];
  return (
    <>
      <rect width="640" height="360" fill={INK} />
      <rect x="150" y="70" width="200" height="250" rx="16" fill={IVORY} />
      <rect x="205" y="54" width="90" height="34" rx="10" fill={GOLD} />
      {rows.map((row) => {
        const y = 130 + row * 45;
        return (
          <g key={row}>
            <rect x="178" y={y - 14} width="24" height="24" rx="5" fill="none" stroke={INK} strokeWidth="3" />
            {row < 3 ? (
              <path d={`M183 ${y - 2}l6 7 11-13`} fill="none" stroke={INK} strokeWidth="4" {...round} />
            ) : null}
            <rect x="216" y={y - 5} width={row % 2 === 0 ? 110 : 86} height="10" rx="5" fill={INK} fillOpacity="0.3" />
          </g>
        );
      })}
      <rect x="390" y="110" width="170" height="160" rx="14" fill={SAND} />
      <path d="M390 150v-26a14 14 0 0 1 14-14h142a14 14 0 0 1 14 14v26z" fill={GOLD} />
      <rect x="420" y="96" width="8" height="26" rx="4" fill={ON_INK} />
      <rect x="522" y="96" width="8" height="26" rx="4" fill={ON_INK} />
      {[0, 1, 2].flatMap((r) =>
        [0, 1, 2, 3].map((c) =>
          r === 1 && c === 1 ? (
            <circle key={`${r}-${c}`} cx={418 + c * 38} cy={180 + r * 34} r="14" fill={INK} />
          ) : (
            <circle key={`${r}-${c}`} cx={418 + c * 38} cy={180 + r * 34} r="5" fill={INK} fillOpacity="0.35" />
          ),
        ),
      )}
      <circle cx="456" cy="214" r="5" fill={GOLD_LIGHT} />
    </>
  );
}

function WomensCircles() {
  return (
    <>
      <rect width="640" height="360" fill={SAND} />
      <circle cx="270" cy="206" r="96" fill={INK} fillOpacity="0.85" />
      <circle cx="370" cy="206" r="96" fill={GOLD} fillOpacity="0.75" />
      <circle cx="320" cy="124" r="96" fill={IVORY} fillOpacity="0.7" stroke={INK} strokeWidth="3" />
      <path d="M120 300a210 210 0 0 1 0-240" fill="none" stroke={INK} strokeOpacity="0.35" strokeWidth="3" {...round} />
      <path d="M520 60a210 210 0 0 1 0 240" fill="none" stroke={INK} strokeOpacity="0.35" strokeWidth="3" {...round} />
      <circle cx="84" cy="180" r="8" fill={GOLD} />
      <circle cx="556" cy="180" r="8" fill={GOLD} />
    </>
  );
}

function BloodLab() {
  return (
    <>
      <rect width="640" height="360" fill={INK} />
      <path d="M200 80c0 0-70 90-70 135 0 40 32 70 70 70s70-30 70-70c0-45-70-135-70-135z" fill={GOLD} />
      <path d="M168 220c-2 28 12 44 30 50" fill="none" stroke={IVORY} strokeOpacity="0.6" strokeWidth="6" {...round} />
      {[330, 392].map((x, i) => (
        <g key={x}>
          <rect x={x} y="90" width="40" height="190" rx="20" fill="none" stroke={ON_INK} strokeWidth="4" />
          <rect x={x + 5} y={i === 0 ? 180 : 150} width="30" height={i === 0 ? 95 : 125} rx="15" fill={GOLD_LIGHT} />
          <rect x={x - 6} y="84" width="52" height="10" rx="5" fill={ON_INK} />
        </g>
      ))}
      <path d="M462 290H606" stroke={ON_INK} strokeOpacity="0.3" strokeWidth="3" {...round} />
      <path d="M470 262l40-30 40 12 46-70" fill="none" stroke={GOLD_LIGHT} strokeWidth="5" {...round} />
      {[
        [470, 262],
        [510, 232],
        [550, 244],
        [596, 174],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="7" fill={IVORY} />
      ))}
    </>
  );
}

function MoonSleep() {
  const stars = [
    [96, 70, 3],
    [172, 118, 4],
    [260, 58, 3],
    [330, 134, 2.5],
    [560, 92, 3],
    [590, 190, 2.5],
    [60, 170, 2.5],
  ];
  return (
    <>
      <rect width="640" height="360" fill={INK_STRONG} />
      <circle cx="440" cy="120" r="64" fill={GOLD_LIGHT} />
      <circle cx="470" cy="98" r="58" fill={INK_STRONG} />
      {stars.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={ON_INK} fillOpacity="0.8" />
      ))}
      <path d="M250 196l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill={ON_INK} fillOpacity="0.7" />
      <path d="M0 330c110-26 210-26 320 0s210 26 320 0v30H0z" fill={INK} />
      {[0, 1, 2, 3, 4, 5, 6].map((night) => (
        <g key={night}>
          <rect x={122 + night * 58} y="236" width="36" height="70" rx="8" fill={ON_INK} fillOpacity="0.18" />
          <circle cx={140 + night * 58} cy="236" r="6" fill={GOLD_LIGHT} />
        </g>
      ))}
      <path d="M122 236H514" stroke={GOLD_LIGHT} strokeOpacity="0.5" strokeWidth="2" strokeDasharray="4 8" />
    </>
  );
}

export const MOTIF_DRAWINGS: Record<ArticleMotif, () => ReactElement> = {
  'heart-rhythm': HeartRhythm,
  'calm-waves': CalmWaves,
  'metabolism-leaf': MetabolismLeaf,
  'exam-clipboard': ExamClipboard,
  'womens-circles': WomensCircles,
  'blood-lab': BloodLab,
  'moon-sleep': MoonSleep,
};
