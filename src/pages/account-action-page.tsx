import { Helmet } from 'react-helmet-async';
import { useSearch } from 'wouter';
import { SITE_CONFIG } from '../config/site-config';
import { readActionLink } from '../features/account/action-link';
import { AccountActionScreen, type AccountActions } from '../features/account/components/AccountActionScreen';
import { emailOfResetCode, requestPasswordReset, setPasswordWithCode } from '../features/auth/api/account-actions';
import { NEW_PASSWORD_MIN } from '@shared/schemas/staff';

const ACTIONS: AccountActions = {
  emailOfCode: emailOfResetCode,
  setPassword: setPasswordWithCode,
  requestNewLink: requestPasswordReset,
};

/** Where Firebase action links (invitations, password resets) open: rendered in the browser, like /login. */
export function AccountActionPage() {
  const link = readActionLink(useSearch());
  return (
    <>
      <Helmet>
        <title>{`Your account | ${SITE_CONFIG.clinicName}`}</title>
        <meta name="robots" content="noindex" />
        {/* The address carries a one-time code: no request from this page may pass it on. */}
        <meta name="referrer" content="no-referrer" />
      </Helmet>
      <AccountActionScreen link={link} actions={ACTIONS} minLength={NEW_PASSWORD_MIN} />
    </>
  );
}
