// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import type { DeviceDraft } from './draft-store';
import { formatDraftTime } from './DraftNotice';
import { SignOutDraftsPrompt } from './SignOutDraftsPrompt';

afterEach(cleanup);

const NEW_BLOG: DeviceDraft = {
  formType: 'blog',
  recordId: null,
  label: 'Walking after meals',
  savedAt: '2026-11-27T14:05:00Z',
};
const LOCATION: DeviceDraft = { formType: 'location-page', recordId: 'l1', label: '', savedAt: '2026-11-26T09:00:00Z' };

function renderPrompt(drafts: DeviceDraft[] | null, onDiscard: () => Promise<void> = async () => {}) {
  const calls = { cancelled: 0 };
  const view = renderWithProviders(
    <SignOutDraftsPrompt drafts={drafts} onDiscard={onDiscard} onCancel={() => (calls.cancelled += 1)} />,
    { path: '/admin' },
  );
  return { ...view, calls };
}

describe('SignOutDraftsPrompt', () => {
  it('names each draft with when it was last edited, and links to the screen that offers it back', () => {
    renderPrompt([NEW_BLOG, LOCATION]);
    const dialog = screen.getByRole('dialog', { name: 'You have 2 unsaved drafts' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Blog: “Walking after meals”')).toBeTruthy();
    expect(within(items[0]!).getByText(formatDraftTime(NEW_BLOG.savedAt))).toBeTruthy();
    expect(items[0]!.textContent).toContain('Last edited');
    const openBlog = within(dialog).getByRole('link', { name: 'Open “Walking after meals”' });
    expect(openBlog.getAttribute('href')).toBe('/admin/blogs');
    // An untitled draft is still named, by what it is.
    expect(within(items[1]!).getByText('Location page: An untitled location page')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open An untitled location page' }).getAttribute('href')).toBe(
      '/admin/location-pages',
    );
  });

  it('puts focus on staying signed in, and staying closes the prompt without discarding', () => {
    let discarded = 0;
    const { calls } = renderPrompt([NEW_BLOG], async () => {
      discarded += 1;
    });
    const dialog = screen.getByRole('dialog', { name: 'You have an unsaved draft' });
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    expect(calls.cancelled).toBe(1);
    expect(discarded).toBe(0);
  });

  it('discards only when the admin chooses "Log out and discard drafts"', async () => {
    let discarded = 0;
    renderPrompt([NEW_BLOG], async () => {
      discarded += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out and discard drafts' }));
    expect(discarded).toBe(1);
  });

  it('stays open and says the drafts are still there when logging out fails', async () => {
    renderPrompt([NEW_BLOG], () => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Log out and discard drafts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Log out failed. Your drafts are still on this device. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Open “Walking after meals”' })).toBeTruthy();
  });

  it('is closed without drafts', () => {
    renderPrompt(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPrompt([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
