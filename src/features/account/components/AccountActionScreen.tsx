import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { paths } from '../../../paths';
import { describeSetPasswordError, isDeadLinkError, type ActionLink } from '../action-link';
import { NewLinkForm } from './NewLinkForm';
import { NewPasswordForm } from './NewPasswordForm';
import '../../../components/form/plain-form.css';
import './account.css';

export type AccountActions = {
  /** The address the code belongs to; rejects with a Firebase-style `{ code }` when the link is spent or stale. */
  emailOfCode: (oobCode: string) => Promise<string>;
  setPassword: (oobCode: string, password: string) => Promise<void>;
  requestNewLink: (email: string) => Promise<{ message: string }>;
};

type AccountActionScreenProps = { link: ActionLink; actions: AccountActions; minLength: number };

type View =
  | { step: 'checking' }
  | { step: 'dead'; email: string }
  | { step: 'password'; email: string }
  | { step: 'done'; email: string };

/**
 * /account/action: where invitation and password-reset mails lead. Checks the link, takes the new password, and
 * sends the person on to sign in. A spent or stale link gets a page of its own with a way to get a new one.
 */
export function AccountActionScreen({ link, actions, minLength }: AccountActionScreenProps) {
  const headingId = useId();
  const [view, setView] = useState<View>(
    link.kind === 'set-password' ? { step: 'checking' } : { step: 'dead', email: '' },
  );
  const oobCode = link.kind === 'set-password' ? link.oobCode : null;
  const isInvite = link.kind === 'set-password' && link.mode === 'invite';

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    actions.emailOfCode(oobCode).then(
      (email) => current && setView({ step: 'password', email }),
      () => current && setView({ step: 'dead', email: '' }),
    );
    return () => {
      current = false;
    };
  }, [oobCode, actions]);

  if (view.step === 'checking') return <LoadingStatus label="Checking your link…" />;

  const submit = async (password: string) => {
    if (!oobCode || view.step !== 'password') return;
    try {
      await actions.setPassword(oobCode, password);
      setView({ step: 'done', email: view.email });
    } catch (error) {
      if (isDeadLinkError(error)) setView({ step: 'dead', email: view.email });
      else throw new Error(describeSetPasswordError(error, minLength));
    }
  };

  const title = {
    dead: 'This link has expired or was already used',
    password: isInvite ? 'Welcome: choose your password' : 'Choose a new password',
    done: 'Your password is set',
  }[view.step];

  return (
    <section className="form-card account-card" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {view.step === 'dead' && (
        <>
          <p>
            Links in our mails work once, and only for a limited time. Enter your email address and we will send you a
            new link.
          </p>
          <NewLinkForm initialEmail={view.email} onRequest={actions.requestNewLink} />
        </>
      )}
      {view.step === 'password' && (
        <>
          <p>
            {isInvite
              ? `You have been invited to the clinic’s admin portal as ${view.email}.`
              : `For the account ${view.email}.`}
          </p>
          <NewPasswordForm
            email={view.email}
            minLength={minLength}
            submitLabel={isInvite ? 'Set my password' : 'Save my new password'}
            onSubmit={submit}
          />
        </>
      )}
      {view.step === 'done' && (
        <>
          <p role="status">{`You can now sign in as ${view.email} with your new password.`}</p>
          <Link href={paths.login} className="button account-form__submit">
            Sign in
          </Link>
        </>
      )}
    </section>
  );
}
