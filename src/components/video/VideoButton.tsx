import { lazy, Suspense, useState, type ReactNode } from 'react';
import './video-button.css';

export type VideoButtonProps = {
  /** An embeddable player URL (youtube-nocookie or vimeo player), from the site config. */
  videoUrl: string;
  /** Accessible name of the button and title of the popup, e.g. "Watch: a tour of the clinic". */
  label: string;
  /** What the button shows: usually a poster illustration; a play icon is laid over it. */
  children: ReactNode;
  className?: string;
};

// The popup loads when a visitor opens it: no part of loading the page (decision 0016).
const VideoDialog = lazy(() => import('./VideoDialog'));

/** A poster that opens the video in a popup; the player (and its third-party requests) loads only when opened. */
export function VideoButton({ videoUrl, label, children, className }: VideoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`video-button${className ? ` ${className}` : ''}`}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => {
          // Safari does not focus a clicked button; focus it so the popup can hand focus back to it.
          event.currentTarget.focus();
          setOpen(true);
        }}
      >
        {children}
        <span className="video-button__play" aria-hidden="true">
          <svg width="32" height="32" viewBox="0 0 24 24" focusable="false">
            <path d="M8 5.5v13L19 12Z" fill="currentColor" />
          </svg>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog videoUrl={videoUrl} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
