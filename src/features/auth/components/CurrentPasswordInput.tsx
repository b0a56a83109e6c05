import { LOGIN_PASSWORD_MAX } from '@shared/schemas/login';

type CurrentPasswordInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown as typed: the sign-in's Show button. */
  visible?: boolean;
  /** Where the password is the one thing the step asks for: the dialog focuses it when it opens. */
  focusOnOpen?: boolean;
};

/** The password of an existing account, for password managers to fill: never corrected, never capitalised. */
export function CurrentPasswordInput({
  id,
  value,
  onChange,
  visible = false,
  focusOnOpen = false,
}: CurrentPasswordInputProps) {
  return (
    <input
      id={id}
      name="password"
      type={visible ? 'text' : 'password'}
      required
      maxLength={LOGIN_PASSWORD_MAX}
      autoComplete="current-password"
      spellCheck={false}
      autoCapitalize="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-autofocus={focusOnOpen || undefined}
    />
  );
}
