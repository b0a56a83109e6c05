import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useInstallPrompt } from '../use-install-prompt';

// The card's markup, copy and styles load only when there is something to offer (not installed, no "Not now", a
// browser that can install) and the footer is near the viewport: they stay out of every page's first-load JavaScript.
const InstallCard = lazy(() => import('./InstallCard').then((m) => ({ default: m.InstallCard })));

/**
 * A quiet offer to install the site as an app. Shown only where installing is possible and not done:
 * Chromium's own install dialog where the browser offers one, illustrated steps on iOS Safari (which has no
 * such dialog). "Not now" hides it on this device for good. Renders nothing on the server and while
 * hydrating: useInstallPrompt reports nothing installable until the browser's state is known.
 */
export function InstallAppButton() {
  const { canPrompt, isIos, isInstalled, dismissed, promptInstall, dismiss } = useInstallPrompt();
  const [anchor, near] = useNearViewport();
  if (isInstalled || dismissed || !(canPrompt || isIos)) return null;
  return (
    <div ref={anchor} className="install-app-slot">
      {near && (
        <Suspense fallback={null}>
          <InstallCard canPrompt={canPrompt} promptInstall={promptInstall} dismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
