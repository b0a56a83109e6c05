const ICON_PATHS = {
  previous: 'M15 5 8 12l7 7',
  next: 'm9 5 7 7-7 7',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13L19 12Z',
} as const;

/** The carousel controls' icons (24 px, decorative: each button has its own name). */
export function CarouselIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      className="carousel__icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
