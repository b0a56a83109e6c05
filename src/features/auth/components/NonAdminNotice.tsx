import { useId } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import '../../../components/form/plain-form.css';
import './auth.css';

type NonAdminNoticeProps = {
  email: string;
  onSignOut: () => Promise<void>;
};

/**
 * Shown on /login to someone signed in without the admin claim. Sending them on to /admin would
 * bounce them straight back here, so they get an explanation and a way out instead.
 */
export function NonAdminNotice({ email, onSignOut }: NonAdminNoticeProps) {
  const headingId = useId();
  const { isBusy, error, run } = useSubmitBusy(() => 'Sign-out failed. Please try again.', { busyAfterSuccess: true });

  return (
    <section className="form-card" aria-labelledby={headingId}>
      <h1 id={headingId}>Administrator access required</h1>
      <FormError error={error} />
      <p>You are signed in as {email || 'this account'}, which does not have administrator access.</p>
      <p>Sign out, then sign in with an administrator account.</p>
      <BusyButton className="button" onClick={() => void run(onSignOut)} busy={isBusy}>
        Sign out
      </BusyButton>
    </section>
  );
}
