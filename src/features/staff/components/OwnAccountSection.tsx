import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import type { OwnAccount } from '../staff-types';
import { PhoneEnrolment } from './PhoneEnrolment';
import { RemovePhone } from './RemovePhone';

const CHANGE_NOTICE = {
  enrolled: 'Your second factor is on. From your next sign-in, the portal texts you a code.',
  removed: 'Your phone is removed. Set up a new one below: until then, the live site refuses the portal.',
};

type OwnAccountSectionProps = {
  account: OwnAccount;
  /** After a change the staff log records (a removed phone), so the screen can show it. */
  onChanged?: () => void;
};

/** The signed-in admin's own account: the SMS second factor and "Sign out everywhere". */
export function OwnAccountSection({ account, onChanged }: OwnAccountSectionProps) {
  const headingId = useId();
  const [phones, setPhones] = useState(account.enrolledPhones);
  const [change, setChange] = useState<'enrolled' | 'removed' | null>(null);
  // What went wrong after a phone was removed (the list could not be read again): beside sign-out's own error.
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  // Read when the question is asked, so drafts written since the screen opened are named too.
  const [drafts, setDrafts] = useState<ReactNode | null>(null);
  // Success signs this device out too, so the screen goes away: it stays busy until then.
  const { isBusy, error, run } = useSubmitBusy(
    (caught) => (caught instanceof Error ? caught.message : 'Signing out failed. Please try again.'),
    { busyAfterSuccess: true },
  );

  const signOutEverywhere = () =>
    run(async () => {
      try {
        await account.signOutEverywhere();
      } catch (caught) {
        // The error is shown on the screen, not in a dialog that asks the question again.
        setAsking(false);
        throw caught;
      }
    });

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Your account</h2>
      <p>{`Signed in as ${account.email}.`}</p>
      <FormError error={error ?? removalProblem} />

      <h3>Second factor</h3>
      <p role="status" className={change ? 'form-success' : undefined}>
        {change ? CHANGE_NOTICE[change] : ''}
      </p>
      {phones.length > 0 ? (
        <>
          <p>{`On: each sign-in asks for a code texted to ${phones.join(', ')}.`}</p>
          <p>Lost it, or changing numbers? Remove it here with your password, then set up the new one.</p>
          <RemovePhone
            account={account}
            onRemoved={(problem) => {
              setPhones(account.enrolledPhones());
              setChange('removed');
              setRemovalProblem(problem ?? null);
              onChanged?.();
            }}
          />
        </>
      ) : (
        <>
          <p>
            Off. With a second factor, each sign-in also asks for a code texted to your mobile phone, so a stolen
            password alone cannot open the portal.
          </p>
          <PhoneEnrolment
            account={account}
            onEnrolled={() => {
              setPhones(account.enrolledPhones());
              setChange('enrolled');
            }}
          />
        </>
      )}

      <h3>Sign out everywhere</h3>
      <p>Ends your sessions on every computer and phone, this one included. Use it if a device was lost.</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setDrafts(account.unsavedDrafts?.() ?? null);
          setAsking(true);
        }}
      >
        Sign out everywhere
      </button>
      <Dialog
        open={isAsking}
        onClose={() => !isBusy && setAsking(false)}
        title="Sign out on every device?"
        size="form"
        className="staff-dialog"
      >
        {drafts ? (
          <div className="staff-dialog__text">
            <p>
              You will be signed out here too. These unsaved drafts are kept only on this device and never reached the
              website: open one to finish and save it, or sign out and discard them.
            </p>
            {drafts}
          </div>
        ) : (
          <p className="staff-dialog__text">You will be signed out here too.</p>
        )}
        <div className="staff-dialog__actions">
          <BusyButton className="button" busy={isBusy} onClick={() => void signOutEverywhere()}>
            {drafts ? 'Sign out everywhere and discard drafts' : 'Sign out everywhere'}
          </BusyButton>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={isBusy || undefined}
            onClick={() => !isBusy && setAsking(false)}
          >
            Cancel
          </button>
        </div>
      </Dialog>
    </section>
  );
}
