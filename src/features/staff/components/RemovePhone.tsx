import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import type { OwnAccount, TextedCode } from '../staff-types';

type RemovePhoneProps = {
  account: OwnAccount;
  /** Once the phone is gone; with a sentence when something after the removal failed (the staff log entry). */
  onRemoved: (problem?: string) => void;
};

/**
 * "Remove this phone": the password again (and the texted code while the phone still works, which Firebase asks
 * for), said before anything happens: without a phone the live site refuses the portal until a new one is set up.
 */
export function RemovePhone({ account, onRemoved }: RemovePhoneProps) {
  const passwordId = useId();
  const codeId = useId();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<TextedCode | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setOpen(false);
    setPassword('');
    setCode('');
    setPending(null);
    setError(null);
  };
  const close = () => {
    if (!isBusy) reset();
  };
  const run = async (work: () => Promise<boolean>) => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      const done = await work();
      setBusy(false);
      if (done) {
        reset();
        onRemoved();
      }
    } catch (caught) {
      setBusy(false);
      const message = account.describeError(caught);
      // Removed, but not recorded: the section says so (the phone is gone, so this dialog has nothing left to do).
      if (account.enrolledPhones().length === 0) {
        reset();
        onRemoved(message);
      } else {
        setError(message);
      }
    }
  };

  const checkPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const challenge = await account.removePhones(password);
      setPending(challenge);
      return challenge === null;
    });
  };
  const confirmCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await pending?.confirm(code.replace(/\D/g, ''));
      return true;
    });
  };

  // The same two buttons under the password and under the code.
  const actions = (
    <div className="staff-dialog__actions">
      <button type="submit" className="button" aria-disabled={isBusy || undefined}>
        {isBusy && <span className="button__spinner" aria-hidden="true" />}
        Remove the phone
      </button>
      <button type="button" className="button button--secondary" onClick={close}>
        Cancel
      </button>
    </div>
  );

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Remove this phone
      </button>
      <Dialog open={isOpen} onClose={close} title="Remove your phone?" size="form" className="staff-dialog">
        <div className="staff-dialog__text">
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p>
            Sign-in will no longer text a code to this phone. Where the clinic requires a second factor for
            administrators (the live site does), the portal then asks you to set up a new phone here, under “Your
            account”, before its other screens work again.
          </p>
          <p>The staff log records the removal.</p>
        </div>
        {pending ? (
          <form className="staff-form" onSubmit={confirmCode} aria-label="Confirm with the texted code">
            <div className="form-field">
              <label htmlFor={codeId}>Code from the text message</label>
              <input
                id={codeId}
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                data-autofocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
            <p>{`We sent a 6-digit code to ${pending.phone}.`}</p>
            {actions}
          </form>
        ) : (
          <form className="staff-form" onSubmit={checkPassword} aria-label="Confirm with your password">
            <div className="form-field">
              <label htmlFor={passwordId}>Your password</label>
              <input
                id={passwordId}
                name="password"
                type="password"
                required
                autoComplete="current-password"
                maxLength={128}
                data-autofocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            {actions}
          </form>
        )}
        <p className="visually-hidden" role="status">
          {isBusy ? 'Working…' : ''}
        </p>
      </Dialog>
    </>
  );
}
