import { lazy, Suspense, useId, useState } from 'react';
import type { InstallPrompt } from '../use-install-prompt';
import './install.css';

// Only iOS visitors who ask for the steps download them.
const IosInstallDialog = lazy(() => import('./IosInstallDialog').then((m) => ({ default: m.IosInstallDialog })));

export type InstallCardProps = Pick<InstallPrompt, 'canPrompt' | 'promptInstall' | 'dismiss'>;

/** The offer itself: what it gives, Install (Chromium's dialog, or the iOS steps) and "Not now". */
export function InstallCard({ canPrompt, promptInstall, dismiss }: InstallCardProps) {
  const [stepsOpen, setStepsOpen] = useState(false);
  const headingId = useId();
  const showsSteps = !canPrompt;

  return (
    <section className="install-app" aria-labelledby={headingId}>
      <svg
        className="install-app__icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="48" height="48" rx="11" fill="var(--color-ink)" />
        <circle cx="24" cy="24" r="14" fill="none" stroke="var(--color-on-ink)" strokeWidth="2.5" />
        <path
          d="M24 13a11 11 0 0 1 11 11"
          fill="none"
          stroke="var(--color-gold-light)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M18.5 30 24 17.5 29.5 30M20.7 25.5h6.6"
          fill="none"
          stroke="var(--color-on-ink)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id={headingId} className="install-app__title">
        Keep us on your home screen
      </h2>
      <p className="install-app__text">
        Open the site in one tap, and read our articles and the GHAP referral information even without an internet
        connection.
      </p>
      <div className="install-app__actions">
        <button
          type="button"
          className="button"
          aria-haspopup={showsSteps ? 'dialog' : undefined}
          onClick={() => (showsSteps ? setStepsOpen(true) : void promptInstall())}
        >
          Install the app
        </button>
        <button type="button" className="text-link-button install-app__dismiss" onClick={dismiss}>
          Not now
        </button>
      </div>
      {stepsOpen && (
        <Suspense fallback={null}>
          <IosInstallDialog onClose={() => setStepsOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
