import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { SITE_CONFIG, type BookingType } from '../../../config/site-config';
import './booking-button.css';

export type BookingButtonProps = {
  /** Scheduling type of the spec: 1 or 2 consultation, 3 men's pelvic floor, 2 women's, 4 pricing and ED. */
  type: BookingType;
  children: ReactNode;
  /** Button classes from src/styles/buttons.css, e.g. "button button--primary". */
  className?: string;
  /**
   * Open the scheduling page in a new tab instead of the popup (the button becomes a link), for the spec's
   * "points to an external booking page" cases such as the membership page's main call to action.
   */
  external?: boolean;
  /** A booking URL other than the type's, e.g. SITE_CONFIG.membershipBookingUrl. Used by the link and the popup. */
  href?: string;
  /** Open the popup once the page has loaded (the installed app's "Book a consultation" shortcut). */
  openOnLoad?: boolean;
};

export { BOOKING_DIALOG_TITLE } from './booking-dialog-title';

// The popup and its frame load when a visitor opens one: no part of loading the page (decision 0016).
const BookingDialog = lazy(() => import('./BookingDialog'));

/**
 * A consultation button. By default it opens the scheduling page for its type in the booking popup, with a link to
 * open the page in a new tab (if the embedded page does not suit) and the clinic's phone number for those who prefer
 * to call. With `external`, it is a link that opens the page in a new tab.
 */
export function BookingButton({
  type,
  children,
  className = 'button',
  external = false,
  href,
  openOnLoad = false,
}: BookingButtonProps) {
  const [opened, setOpened] = useState(false);
  const [closedOnce, setClosedOnce] = useState(false);
  // openOnLoad waits for hydration, so the prerendered page and the first render agree; once closed, it stays closed.
  const hydrated = useHydrated();
  const open = opened || (openOnLoad && hydrated && !closedOnce);
  const setOpen = (next: boolean) => {
    setOpened(next);
    if (!next) setClosedOnce(true);
  };
  const url = href ?? SITE_CONFIG.bookingUrls[type];

  if (external) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener">
        {children}
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
        </svg>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          // Safari does not focus a clicked button; focus it so the popup can hand focus back to it.
          event.currentTarget.focus();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog url={url} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
