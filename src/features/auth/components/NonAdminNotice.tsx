import { useId, useState } from 'react';
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
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSignOut = async () => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onSignOut();
    } catch {
      setError('Sign-out failed. Please try again.');
      setBusy(false);
    }
  };

  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <h1 id={headingId}>Administrator access required</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p>You are signed in as {email || 'this account'}, which does not have administrator access.</p>
      <p>Sign out, then sign in with an administrator account.</p>
      <button type="button" className="button" onClick={handleSignOut} aria-disabled={isBusy || undefined}>
        Sign out
      </button>
    </section>
  );
}
