import { useState, type ReactNode } from 'react';
import { Dialog } from '../dialog/Dialog';

export type VideoButtonProps = {
  /** An embeddable player URL (youtube-nocookie or vimeo player), from the site config. */
  videoUrl: string;
  /** Accessible name of the button and title of the popup, e.g. "Watch: a tour of the clinic". */
  label: string;
  /** What the button shows: usually a poster illustration with a play icon. */
  children: ReactNode;
  className?: string;
};

/** A poster that opens the video in a popup; the player loads only when opened. */
export function VideoButton({ videoUrl, label, children, className }: VideoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={label}>
        <iframe className="dialog__frame" src={videoUrl} title={label} allow="autoplay; fullscreen" allowFullScreen />
      </Dialog>
    </>
  );
}
