import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { paths } from '../../../paths';
import { CLINIC_VCARD_FILE_NAME } from '../constants';
import { ReferralPackError } from '../referral-pack-status';

const loadSaving = () => import('../save-referral-pack');
import { useReferralPackStatus } from '../use-referral-pack-status';
import './referral-pack.css';

const SAVED_AT_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' });

/** "June 15, 2025 at 2:30 p.m.", ending the sentence once even when the time already ends in a period. */
function formatSavedAt(savedAt: number): string {
  const text = SAVED_AT_FORMAT.format(savedAt);
  return text.endsWith('.') ? text : `${text}.`;
}

const UNEXPECTED_ERROR =
  'Something went wrong while saving. Please try again. Your previous saved copy, if any, is unchanged.';

const describeSaveError = (caught: unknown) =>
  caught instanceof ReferralPackError ? caught.message : UNEXPECTED_ERROR;

/**
 * "Save for offline" for referring physicians: the GHAP page, its criteria, the printable form and the
 * contact card, kept on their device. What was saved and when is only known in the browser, so the
 * prerendered HTML carries the description and links, and the button waits for hydration.
 */
export function ReferralPackPanel() {
  const hydrated = useHydrated();
  const status = useReferralPackStatus();
  const { isBusy: saving, error, run } = useSubmitBusy(describeSaveError);
  const [missing, setMissing] = useState(false);
  const savedAt = status?.savedAt ?? null;

  useEffect(() => {
    if (savedAt === null) return;
    let active = true;
    void loadSaving()
      .then(({ isReferralPackCached }) => isReferralPackCached())
      .then((cached) => {
        if (active) setMissing(cached === false);
      })
      // Not loaded (offline, never cached): nothing is known, so nothing is claimed.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [savedAt]);

  // aria-disabled (not disabled) while busy, so keyboard focus stays on the button.
  const save = () =>
    run(async () => {
      const { saveReferralPack } = await loadSaving();
      await saveReferralPack();
      setMissing(false);
    });

  const stale = Boolean(status?.stale) && !missing;
  const label = saving ? 'Saving…' : stale ? 'Update saved copy' : 'Save for offline';

  return (
    <section className="referral-pack" aria-labelledby="referral-pack-heading">
      <div className="container">
        <div className="referral-pack__card">
          <h2 id="referral-pack-heading">Referral pack for physicians</h2>
          <p className="referral-pack__intro">
            Keep everything you need to refer on the computer or tablet you use for referrals. Once saved, it opens in
            this browser even without an internet connection.
          </p>
          <h3 className="referral-pack__subheading">The pack contains</h3>
          <ul className="referral-pack__contents">
            <li>This page, with who should be referred and how to refer</li>
            <li>
              A one-page referral form to print, complete by hand and fax to{' '}
              <span className="referral-pack__nowrap">{SITE_CONFIG.fax.display}</span>
            </li>
            <li>The clinic’s contact card (vCard) with phone, fax, email and address, for your address book</li>
          </ul>

          <div className="referral-pack__actions">
            <button
              type="button"
              className="button"
              disabled={!hydrated}
              aria-disabled={saving || undefined}
              onClick={() => void save()}
            >
              {label}
            </button>
            <Link href={paths.ghapReferralForm} className="button button--secondary">
              Open the printable referral form
            </Link>
            <a href={paths.clinicContactCard} download={CLINIC_VCARD_FILE_NAME} className="button button--secondary">
              Download the clinic’s contact card (vCard)
            </a>
          </div>

          <p className="referral-pack__status" role="status">
            {status === undefined
              ? null
              : missing
                ? 'Your browser has removed the saved copy from this device, perhaps to free up space. Save it again to keep it available offline.'
                : status.savedAt === null
                  ? 'Not saved on this device yet.'
                  : `Saved for offline on ${formatSavedAt(status.savedAt)}`}
          </p>
          {stale && status?.ageDays != null ? (
            <p className="referral-pack__warning">
              <span className="referral-pack__warning-icon" aria-hidden="true">
                !
              </span>
              <span>
                Your saved copy is {status.ageDays} days old — save again to get the latest criteria and form.
              </span>
            </p>
          ) : null}
          <div role="alert">{error ? <p className="referral-pack__error">{error}</p> : null}</div>
          <p className="referral-pack__tip">
            Tip: bookmark this page so you can find it when you are offline. Saved copies stay in this browser only;
            save again on each device you use.
          </p>
        </div>
      </div>
    </section>
  );
}
