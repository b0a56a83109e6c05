import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import type { OwnAccount, TextedCode } from '../staff-types';
import { TextedCodeForm } from './TextedCodeForm';

type PhoneEnrolmentProps = { account: OwnAccount; onEnrolled: () => void };

/** Sets up the SMS second factor: the number, then the code Firebase texts to it. */
export function PhoneEnrolment({ account, onEnrolled }: PhoneEnrolmentProps) {
  const phoneId = useId();
  const phoneHintId = useId();
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState<TextedCode | null>(null);
  const { isBusy, error, run } = useSubmitBusy(account.describeError);

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      // Firebase wants E.164: "+14165550123". People type spaces, dashes and brackets.
      setPending(await account.enrolPhone(phone.replace(/[\s().-]/g, '')));
    });
  };
  const confirm = (code: string) => {
    void run(async () => {
      await pending?.confirm(code);
      setPending(null);
      onEnrolled();
    });
  };

  return (
    <div className="staff-enrol">
      <FormError error={error} />
      {pending ? (
        <TextedCodeForm label="Confirm your phone" phone={pending.phone} onSubmit={confirm}>
          <div className="staff-form__buttons">
            <BusyButton type="submit" className="button" busy={isBusy}>
              Turn on the second factor
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setPending(null)}>
              Use another number
            </button>
          </div>
        </TextedCodeForm>
      ) : (
        <form className="staff-form" onSubmit={sendCode} aria-label="Set up a second factor">
          <div className="form-field">
            <label htmlFor={phoneId}>Mobile phone number</label>
            <input
              id={phoneId}
              name="phone"
              type="tel"
              required
              autoComplete="tel"
              maxLength={24}
              aria-describedby={phoneHintId}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
            <p id={phoneHintId} className="staff-hint">
              With the country code, for example +1 416 555 0123.
            </p>
          </div>
          <BusyButton type="submit" className="button" busy={isBusy}>
            Text me a code
          </BusyButton>
        </form>
      )}
      <p className="visually-hidden" role="status">
        {isBusy ? 'Working…' : ''}
      </p>
    </div>
  );
}
