import type { ReactNode } from 'react';

/** Line icons drawn on a 64 × 64 grid; the stroke colour comes from `currentColor`. */
const ICONS = {
  shield: (
    <>
      <path d="M32 6l20 8v14c0 14-8.5 24-20 30C20.5 52 12 42 12 28V14z" />
      <path d="M23 31l6 6 12-13" />
    </>
  ),
  sunrise: (
    <>
      <path d="M8 44h48M16 52h32" />
      <path d="M18 44a14 14 0 0128 0" />
      <path d="M32 14v8M14 24l5 5M50 24l-5 5" />
    </>
  ),
  tree: (
    <>
      <path d="M32 58V30" />
      <path d="M32 8c-10 0-17 8-17 17 0 8 7 13 17 13s17-5 17-13c0-9-7-17-17-17z" />
      <path d="M32 40l-8-6M32 34l8-6" />
    </>
  ),
  clipboard: (
    <>
      <rect x="14" y="10" width="36" height="46" rx="4" />
      <path d="M24 10V6h16v4" />
      <path d="M22 26h20M22 35h20M22 44h12" />
    </>
  ),
  chat: (
    <>
      <path d="M8 14h34v22H22l-8 8v-8H8z" />
      <path d="M42 24h14v20h-6v7l-7-7H28v-8" />
    </>
  ),
  hospital: (
    <>
      <rect x="12" y="14" width="40" height="42" rx="3" />
      <path d="M32 22v14M25 29h14" />
      <path d="M26 56V46h12v10" />
    </>
  ),
  globe: (
    <>
      <circle cx="32" cy="32" r="24" />
      <path d="M8 32h48M32 8c8 8 8 40 0 48M32 8c-8 8-8 40 0 48" />
    </>
  ),
  team: (
    <>
      <circle cx="22" cy="22" r="8" />
      <circle cx="44" cy="24" r="6" />
      <path d="M8 52c0-9 6-15 14-15s14 6 14 15" />
      <path d="M38 52c0-7 3-12 8-13 6 1 10 6 10 13" />
    </>
  ),
  folder: (
    <>
      <path d="M6 16h18l5 6h29v30H6z" />
      <path d="M16 34h32M16 42h20" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M16 8v16a10 10 0 0020 0V8" />
      <path d="M26 34v6a12 12 0 0024 0v-6" />
      <circle cx="50" cy="30" r="5" />
    </>
  ),
  map: (
    <>
      <path d="M6 14l16-6 20 6 16-6v42l-16 6-20-6-16 6z" />
      <path d="M22 8v42M42 14v42" />
    </>
  ),
  pulse: <path d="M4 34h14l6-14 9 28 7-20 4 6h16" />,
  clock: (
    <>
      <circle cx="32" cy="32" r="24" />
      <path d="M32 18v14l10 6" />
    </>
  ),
  door: (
    <>
      <path d="M16 58V8h28v50" />
      <path d="M8 58h48" />
      <circle cx="38" cy="34" r="2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type MembershipIconName = keyof typeof ICONS;

/** Decorative: every icon sits beside a visible title, so it is hidden from assistive technology. */
export function MembershipIcon({ name, size = 64 }: { name: MembershipIconName; size?: number }) {
  return (
    <svg
      className="membership-icon"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
