import { Helmet } from 'react-helmet-async';
import { SITE_CONFIG } from '../config/site-config';
import { SignInPanel } from '../features/auth/components/SignInPanel';

export function LoginPage() {
  return (
    <>
      <Helmet>
        <title>{`Sign in | ${SITE_CONFIG.clinicName}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <SignInPanel />
    </>
  );
}
