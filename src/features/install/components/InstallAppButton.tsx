import { lazy, Suspense } from 'react';
import { useInstallPrompt } from '../use-install-prompt';

// Most visits have nothing to offer (installed already, "Not now" chosen, or a browser that cannot install), so the
// card's markup, copy and styles load only when it is shown: they stay out of every page's first-load JavaScript.
const InstallCard = lazy(() => import('./InstallCard').then((m) => ({ default: m.InstallCard })));

/**
 * A quiet offer to install the site as an app. Shown only where installing is possible and not done:
 * Chromium's own install dialog where the browser offers one, illustrated steps on iOS Safari (which has no
 * such dialog). "Not now" hides it on this device for good. Renders nothing on the server and while
 * hydrating: useInstallPrompt reports nothing installable until the browser's state is known.
 */
export function InstallAppButton() {
  const { canPrompt, isIos, isInstalled, dismissed, promptInstall, dismiss } = useInstallPrompt();
  if (isInstalled || dismissed || !(canPrompt || isIos)) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard canPrompt={canPrompt} promptInstall={promptInstall} dismiss={dismiss} />
    </Suspense>
  );
}
