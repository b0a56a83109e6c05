import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../paths';
import { authProblemAtom } from '../api/auth-problem';
import { currentEnrolledPhones, reauthenticate, signOutUser } from '../api/firebase-auth';
import { useAuthState } from '../use-auth-state';
import { SessionPrompt } from './SessionPrompt';

/** The admin layout's session prompt, fed by the API's refusals (authProblemAtom), with Firebase behind it. */
export function SessionPromptHost() {
  const [problem, setProblem] = useAtom(authProblemAtom);
  const [notice, setNotice] = useState('');
  const [location, navigate] = useLocation();
  const auth = useAuthState();
  // An admin without a second factor on the Staff screen is there to set one up (the prompt sent them): the screen's
  // own refusal note says why, and a dialog over the enrolment form would block the very thing it asks for.
  const settingUp =
    problem === 'second-factor-required' && location === paths.adminStaff && currentEnrolledPhones().length === 0;
  useEffect(() => {
    if (settingUp) setProblem(null);
  }, [settingUp, setProblem]);
  // While a new refusal is being answered, the last "signed in again" note would mislead.
  const shownNotice = problem ? '' : notice;
  return (
    <>
      <SessionPrompt
        problem={settingUp ? null : problem}
        email={auth.user?.email ?? ''}
        hasSecondFactor={() => currentEnrolledPhones().length > 0}
        reauthenticate={reauthenticate}
        onSignInAgain={async () => {
          // Not the Log out button: the drafts stay on the device for when the same person is back.
          await signOutUser();
          setProblem(null);
          navigate(paths.login, { replace: true });
        }}
        onDone={() => {
          setProblem(null);
          setNotice('You are signed in again. Your work is as you left it: save it again.');
        }}
        onDismiss={() => setProblem(null)}
      />
      <p role="status" className={shownNotice ? 'form-success container' : 'visually-hidden'}>
        {shownNotice}
      </p>
    </>
  );
}
