import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { SITE_CONFIG } from '../../../config/site-config';
import { BOOKING_DIALOG_TITLE } from './booking-dialog-title';

/** The booking popup: the scheduling page in a frame, a link to open it in a new tab, and the phone number. */
export default function BookingDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={BOOKING_DIALOG_TITLE}>
      <BookingFrame url={url} />
    </Dialog>
  );
}

function BookingFrame({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  const phone = SITE_CONFIG.phones[0];
  return (
    <>
      <div className="booking-frame">
        {loaded ? null : (
          <p className="booking-frame__loading" role="status">
            Loading the booking page…
          </p>
        )}
        <iframe
          className="dialog__frame booking-frame__iframe"
          src={url}
          title="Online booking"
          onLoad={() => setLoaded(true)}
        />
      </div>
      <p className="booking-frame__alternatives">
        <a href={url} target="_blank" rel="noopener">
          Open the booking page in a new tab
        </a>
        {phone ? (
          <>
            <span className="booking-frame__or"> or call us at </span>
            <a href={`tel:${phone.dial}`} className="booking-frame__phone">
              {phone.display}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
