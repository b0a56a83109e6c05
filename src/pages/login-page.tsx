import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { SignInPanel } from '../features/auth/components/SignInPanel';

export function LoginPage() {
  useDocumentTitle('Sign in');
  useRobotsNoindex();
  return <SignInPanel />;
}
