import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SmsCodeInput } from '../../../components/form/SmsCodeInput';

type TextedCodeFormProps = {
  /** The form's name for screen readers ("Confirm your phone"). */
  label: string;
  /** The number the code went to, as Firebase shows it. */
  phone: string;
  /** With the digits only: people copy the code with its spaces ("123 456"). */
  onSubmit: (code: string) => void;
  /** In a dialog, where the code is the one thing asked: the field takes the focus. */
  focusOnOpen?: boolean;
  /** The buttons, the submitting one first. */
  children: ReactNode;
};

/** The step after Firebase has texted a code: the code, and the number it went to. What was typed stays on a failure. */
export function TextedCodeForm({ label, phone, onSubmit, focusOnOpen = false, children }: TextedCodeFormProps) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code.replace(/\D/g, ''));
  };
  return (
    <form className="staff-form" onSubmit={submit} aria-label={label}>
      <div className="form-field">
        <label htmlFor={codeId}>Code from the text message</label>
        <SmsCodeInput id={codeId} value={code} onChange={setCode} focusOnOpen={focusOnOpen} />
      </div>
      <p>{`We sent a 6-digit code to ${phone}.`}</p>
      {children}
    </form>
  );
}
