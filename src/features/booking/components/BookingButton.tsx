import { useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { SITE_CONFIG, type BookingType } from '../../../config/site-config';

export type BookingButtonProps = {
  /** Scheduling type of the spec: 1 or 2 consultation, 3 men's pelvic floor, 2 women's, 4 pricing and ED. */
  type: BookingType;
  children: ReactNode;
  /** Button classes from src/styles/buttons.css, e.g. "button button--primary". */
  className?: string;
};

/** A consultation button that opens the external scheduling page in the booking popup. */
export function BookingButton({ type, children, className = 'button' }: BookingButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Book a consultation">
        <iframe className="dialog__frame" src={SITE_CONFIG.bookingUrls[type]} title="Online booking" />
      </Dialog>
    </>
  );
}
