import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrated } from '../../lib/use-hydrated';
import {
  NO_INSTALL,
  captureInstallPrompt,
  installAtom,
  promptInstallAtom,
  rememberInstallDismissedAtom,
  type InstallSnapshot,
} from './install-prompt';

export type InstallPrompt = InstallSnapshot & {
  /** Shows Chromium's install dialog and records the answer. */
  promptInstall: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** "Not now": hides the offer on this device for good. */
  dismiss: () => void;
};

/**
 * Whether and how the site can be installed here. The server render and the hydrating render see nothing
 * installable (the browser's state is unknown there); the real state follows straight after.
 */
export function useInstallPrompt(): InstallPrompt {
  // For the rest of the page's life: the install state outlives the footer that first asked for it.
  useEffect(() => void captureInstallPrompt(), []);
  const hydrated = useHydrated();
  const state = useAtomValue(installAtom);
  const promptInstall = useSetAtom(promptInstallAtom);
  const remember = useSetAtom(rememberInstallDismissedAtom);
  return { ...(hydrated ? state : NO_INSTALL), promptInstall, dismiss: () => remember('dismissed') };
}
