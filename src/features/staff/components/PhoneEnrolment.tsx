import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { SmsCodeInput } from '../../../components/form/SmsCodeInput';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import type { OwnAccount, TextedCode } from '../staff-types';

type PhoneEnrolmentProps = { account: OwnAccount; onEnrolled: () => void };

/** Sets up the SMS second factor: the number, then the code Firebase texts to it. */
export function PhoneEnrolment({ account, onEnrolled }: PhoneEnrolmentProps) {
  const phoneId = useId();
  const phoneHintId = useId();
  const codeId = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<TextedCode | null>(null);
  const { isBusy, error, run } = useSubmitBusy(account.describeError);

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      // Firebase wants E.164: "+14165550123". People type spaces, dashes and brackets.
      setPending(await account.enrolPhone(phone.replace(/[\s().-]/g, '')));
    });
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await pending?.confirm(code.replace(/\D/g, ''));
      setPending(null);
      setCode('');
      onEnrolled();
    });
  };

  return (
    <div className="staff-enrol">
      <FormError error={error} />
      {pending ? (
        <form className="staff-form" onSubmit={confirm} aria-label="Confirm your phone">
          <div className="form-field">
            <label htmlFor={codeId}>Code from the text message</label>
            <SmsCodeInput id={codeId} value={code} onChange={setCode} />
          </div>
          <p>{`We sent a 6-digit code to ${pending.phone}.`}</p>
          <div className="staff-form__buttons">
            <BusyButton type="submit" className="button" busy={isBusy}>
              Turn on the second factor
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setPending(null)}>
              Use another number
            </button>
          </div>
        </form>
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
