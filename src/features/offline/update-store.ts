import { atom } from 'jotai';

/**
 * Whether a new version of the site is installed and waiting, and how to switch to it. Set by the service worker
 * client (outside React, through the app's store) once it has loaded; read by the update prompt.
 */
export type UpdateState = { waiting: boolean; accept: () => void };

/** Nothing waiting: the start in the browser, and always in the prerendered HTML. */
export const NO_UPDATE: UpdateState = { waiting: false, accept: () => {} };

export const updateAtom = atom<UpdateState>(NO_UPDATE);
