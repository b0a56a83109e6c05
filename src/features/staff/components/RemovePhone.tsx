import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import type { OwnAccount, TextedCode } from '../staff-types';
import { TextedCodeForm } from './TextedCodeForm';

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
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<TextedCode | null>(null);
  const { isBusy, error, setError, run } = useSubmitBusy(account.describeError);

  const reset = () => {
    setOpen(false);
    setPassword('');
    setPending(null);
    setError(null);
  };
  const close = () => {
    if (!isBusy) reset();
  };
  /** `work` says whether the phone is gone (false: Firebase wants the texted code first). */
  const remove = (work: () => Promise<boolean>) =>
    void run(async () => {
      try {
        if (!(await work())) return;
      } catch (caught) {
        // Removed, but not recorded: the section says so (the phone is gone, so this dialog has nothing left to do).
        if (account.enrolledPhones().length > 0) throw caught;
        reset();
        onRemoved(account.describeError(caught));
        return;
      }
      reset();
      onRemoved();
    });

  const checkPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove(async () => {
      const challenge = await account.removePhones(password);
      setPending(challenge);
      return challenge === null;
    });
  };
  const confirmCode = (code: string) =>
    remove(async () => {
      await pending?.confirm(code);
      return true;
    });

  // The same two buttons under the password and under the code.
  const actions = (
    <div className="staff-dialog__actions">
      <BusyButton type="submit" className="button" busy={isBusy}>
        Remove the phone
      </BusyButton>
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
          <FormError error={error} />
          <p>
            Sign-in will no longer text a code to this phone. Where the clinic requires a second factor for
            administrators (the live site does), the portal then asks you to set up a new phone here, under “Your
            account”, before its other screens work again.
          </p>
          <p>The staff log records the removal.</p>
        </div>
        {pending ? (
          <TextedCodeForm label="Confirm with the texted code" phone={pending.phone} onSubmit={confirmCode} focusOnOpen>
            {actions}
          </TextedCodeForm>
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
