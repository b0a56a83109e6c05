import { atom, useAtomValue } from 'jotai';
import { useHydrated } from './use-hydrated';

// Node has a `navigator` without `onLine`: the server counts as online.
const readOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The last value an `online`/`offline` event reported, while anything reads the status; null before. */
const reportedOnlineAtom = atom<boolean | null>(null);
reportedOnlineAtom.onMount = (setOnline) => {
  const update = () => setOnline(readOnline());
  // It may have changed while nothing was listening.
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/** Whether the browser believes it has a network. One pair of listeners for the whole app (the indicator keeps it mounted). */
export const onlineAtom = atom((get) => get(reportedOnlineAtom) ?? readOnline());

/**
 * The prerendered HTML and the hydrating render assume online (the server cannot know), then the real value takes
 * over without a hydration mismatch; useHydrated is per component, so a section hydrated late is covered too.
 * `navigator.onLine` can say online on a network that goes nowhere; callers still handle failed requests.
 */
export function useOnlineStatus(): boolean {
  const hydrated = useHydrated();
  const online = useAtomValue(onlineAtom);
  return online || !hydrated;
}
