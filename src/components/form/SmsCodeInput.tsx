type SmsCodeInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-describedby'?: string;
  /** Where the code is the one thing the step asks for: the dialog focuses it when it opens. */
  focusOnOpen?: boolean;
};

/**
 * The code of a text message: a numeric keypad, filled by the phone from the message where it can. Room for the
 * spaces people copy with it ("123 456"); the caller keeps only the digits.
 */
export function SmsCodeInput({ id, value, onChange, focusOnOpen = false, ...aria }: SmsCodeInputProps) {
  return (
    <input
      id={id}
      name="code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-autofocus={focusOnOpen || undefined}
      {...aria}
    />
  );
}
