import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { SmsCodeInput } from '../../../components/form/SmsCodeInput';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { describeSignInError } from '../api/sign-in-errors';
import './auth.css';

type CodeStepProps = {
  /** Where the code went, as Firebase masks it. */
  phone: string;
  /** Rejects with a Firebase-style `{ code }` error when the code is wrong or expired. */
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
  cancelLabel?: string;
  /** A heading level that fits where the step is shown: a page (1) or a dialog (2, under the dialog's title). */
  headingLevel?: 1 | 2;
};

/** Only digits count: people copy codes with spaces ("123 456"). */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The second step of a sign-in with a second factor: the 6-digit code sent by text message. */
export function CodeStep({ phone, onConfirm, onCancel, cancelLabel = 'Cancel', headingLevel = 1 }: CodeStepProps) {
  const codeId = useId();
  const hintId = useId();
  const headingId = useId();
  const [code, setCode] = useState('');
  const { isBusy, error, run } = useSubmitBusy(describeSignInError, { busyAfterSuccess: true });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => onConfirm(digitsOf(code)));
  };

  return (
    <section className="auth-step" aria-labelledby={headingId}>
      <Heading id={headingId}>Enter the code we texted you</Heading>
      <p id={hintId}>{`We sent a 6-digit code to ${phone || 'your phone'}. It can take a minute to arrive.`}</p>
      <FormError error={error} />
      <form className="auth-form" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <div className="form-field">
          <label htmlFor={codeId}>Code from the text message</label>
          <SmsCodeInput id={codeId} aria-describedby={hintId} value={code} onChange={setCode} focusOnOpen />
        </div>
        <BusyButton type="submit" className="button auth-form__submit" busy={isBusy}>
          Continue
        </BusyButton>
        <p className="visually-hidden" role="status">
          {isBusy ? 'Checking the code…' : ''}
        </p>
      </form>
      <button type="button" className="text-link-button auth-card__link" onClick={onCancel}>
        {cancelLabel}
      </button>
    </section>
  );
}
