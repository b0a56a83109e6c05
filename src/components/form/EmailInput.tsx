import { LOGIN_EMAIL_MAX } from '@shared/schemas/login';

type EmailInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** `username` where the address is one's own sign-in (password managers fill it); `off` for someone else's. */
  autoComplete?: 'username' | 'off';
  'aria-describedby'?: string;
};

/** An email address as the sign-in accepts it: no spell check, no longer than the server takes. */
export function EmailInput({ id, value, onChange, autoComplete = 'username', ...aria }: EmailInputProps) {
  return (
    <input
      id={id}
      name="email"
      type="email"
      required
      maxLength={LOGIN_EMAIL_MAX}
      autoComplete={autoComplete}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...aria}
    />
  );
}
