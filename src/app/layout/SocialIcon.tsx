/** Simple original marks for the social profiles; decorative, since each link also says its network. */
const ICON_PATHS: Record<string, string> = {
  // A rounded square with a lens and a small dot.
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.2v.01',
  // Two letters drawn with strokes: a dotted "i" and an "n".
  linkedin: 'M6 10v8M6 6v.01M10.5 18v-8m0 3.5a3.5 3.5 0 0 1 7 0V18',
  // A single stroked "f".
  facebook: 'M14.5 21v-8.5h3M10 12.5h7.5M17 4.5h-1.5A3 3 0 0 0 12.5 7.5V21',
};

const FALLBACK_PATH = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18';

export function SocialIcon({ network }: { network: string }) {
  const path = ICON_PATHS[network.toLowerCase()] ?? FALLBACK_PATH;
  return (
    <svg className="social-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
