import { paths } from '../../../paths';
import type { DeviceDraft } from './draft-store';

/** Where each kind of draft is offered back ("You have an unsaved draft… Restore"), and what it is called. */
const SCREENS: Record<string, { href: string; noun: string }> = {
  blog: { href: paths.adminBlogs, noun: 'blog' },
  'location-page': { href: paths.adminLocationPages, noun: 'location page' },
};

/** The screen that offers this draft back, or null for a form this build no longer has. */
export function draftScreen(draft: Pick<DeviceDraft, 'formType'>): { href: string; noun: string } | null {
  return SCREENS[draft.formType] ?? null;
}

/** "“Spring checklist”", or "An untitled blog" when the title was still empty. */
export function draftTitle(draft: DeviceDraft): string {
  if (draft.label.trim()) return `“${draft.label.trim()}”`;
  return `An untitled ${draftScreen(draft)?.noun ?? 'form'}`;
}
