import { useSyncExternalStore } from 'react';
import {
  getInstallSnapshot,
  getServerInstallSnapshot,
  promptInstall,
  rememberInstallDismissed,
  subscribeToInstall,
  type InstallSnapshot,
} from './install-prompt';

export type InstallPrompt = InstallSnapshot & {
  /** Shows Chromium's install dialog and records the answer. */
  promptInstall: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** "Not now": hides the offer on this device for good. */
  dismiss: () => void;
};

const dismiss = () => rememberInstallDismissed('dismissed');

/**
 * Whether and how the site can be installed here. The server render and the hydrating render see nothing
 * installable (the browser's state is unknown there); the real state follows straight after.
 */
export function useInstallPrompt(): InstallPrompt {
  const snapshot = useSyncExternalStore(subscribeToInstall, getInstallSnapshot, getServerInstallSnapshot);
  return { ...snapshot, promptInstall, dismiss };
}
