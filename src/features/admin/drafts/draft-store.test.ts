// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDraftStore, draftKey, listDraftsOf, mergeDraft, removeDraftsOf } from './draft-store';

afterEach(() => localStorage.clear());

describe('draft store', () => {
  it('keys drafts by form type and record id, or "new"', () => {
    expect(draftKey('blog', null)).toBe('clinic-admin-draft:blog:new');
    expect(draftKey('location-page', 'abc')).toBe('clinic-admin-draft:location-page:abc');
  });

  it('writes, lists (newest first, one form type only), reads and removes drafts', () => {
    const store = createDraftStore(localStorage);
    store.write('blog', null, { savedAt: '2026-01-01T10:00:00Z', label: 'A', data: { title: 'A' } });
    store.write('blog', 'b1', { savedAt: '2026-01-02T10:00:00Z', label: 'B', data: { title: 'B' } });
    store.write('location-page', 'l1', { savedAt: '2026-01-03T10:00:00Z', label: 'L', data: {} });
    expect(store.list('blog').map((d) => [d.recordId, d.label])).toEqual([
      ['b1', 'B'],
      [null, 'A'],
    ]);
    expect(store.read('blog', 'b1')?.data).toEqual({ title: 'B' });
    store.remove('blog', 'b1');
    expect(store.read('blog', 'b1')).toBeNull();
  });

  it("keeps each admin's drafts apart, and sign-out removes only the signed-out admin's", () => {
    const mine = createDraftStore(localStorage, 'uid-a');
    const theirs = createDraftStore(localStorage, 'uid-b');
    mine.write('blog', null, { savedAt: '2026-01-01T10:00:00Z', label: 'A', data: {} });
    mine.write('location-page', 'l1', { savedAt: '2026-01-03T10:00:00Z', label: 'L', data: {} });
    theirs.write('blog', 'b2', { savedAt: '2026-01-02T10:00:00Z', label: 'B', data: {} });
    // A draft from before drafts had an owner: everyone's, and removed by whoever signs out.
    createDraftStore(localStorage).write('blog', 'old', { savedAt: '2025-12-01T10:00:00Z', label: 'O', data: {} });
    localStorage.setItem('text-size', 'large');

    expect(mine.list('blog').map((d) => d.label)).toEqual(['A', 'O']);
    expect(theirs.list('blog').map((d) => d.label)).toEqual(['B', 'O']);
    expect(mine.read('blog', 'b2')).toBeNull();
    expect(theirs.read('blog', 'b2')?.owner).toBe('uid-b');

    expect(removeDraftsOf(localStorage, 'uid-a')).toBe(3);
    expect(mine.list('blog')).toEqual([]);
    expect(mine.list('location-page')).toEqual([]);
    expect(theirs.list('blog').map((d) => d.label)).toEqual(['B']);
    expect(localStorage.getItem('text-size')).toBe('large');
    expect(removeDraftsOf(null, 'uid-a')).toBe(0);
  });

  it('lists the drafts sign-out would remove, newest first, with form, record, title and time', () => {
    const mine = createDraftStore(localStorage, 'uid-a');
    mine.write('blog', null, { savedAt: '2026-01-01T10:00:00Z', label: 'A', data: {} });
    mine.write('location-page', 'l:1', { savedAt: '2026-01-03T10:00:00Z', label: 'L', data: {} });
    createDraftStore(localStorage, 'uid-b').write('blog', 'b2', {
      savedAt: '2026-01-04T10:00:00Z',
      label: 'B',
      data: {},
    });
    createDraftStore(localStorage).write('blog', 'old', { savedAt: '2025-12-01T10:00:00Z', label: 'O', data: {} });
    localStorage.setItem(draftKey('blog', 'broken'), '{not json');

    expect(listDraftsOf(localStorage, 'uid-a')).toEqual([
      { formType: 'location-page', recordId: 'l:1', label: 'L', savedAt: '2026-01-03T10:00:00Z' },
      { formType: 'blog', recordId: null, label: 'A', savedAt: '2026-01-01T10:00:00Z' },
      { formType: 'blog', recordId: 'old', label: 'O', savedAt: '2025-12-01T10:00:00Z' },
    ]);
    expect(listDraftsOf(null, 'uid-a')).toEqual([]);
    // What was listed (and the unreadable leftover) is what goes.
    expect(removeDraftsOf(localStorage, 'uid-a')).toBe(4);
    expect(listDraftsOf(localStorage, 'uid-a')).toEqual([]);
    expect(listDraftsOf(localStorage, 'uid-b').map((d) => d.label)).toEqual(['B']);
  });

  it('ignores corrupt entries and works without storage', () => {
    localStorage.setItem(draftKey('blog', 'x'), '{not json');
    expect(createDraftStore(localStorage).list('blog')).toEqual([]);
    const none = createDraftStore(null);
    expect(none.write('blog', null, { savedAt: 'now', label: '', data: {} })).toBe(false);
    expect(none.read('blog', null)).toBeNull();
  });

  it('survives a full storage', () => {
    const full = { ...localStorage, length: 0, key: () => null, getItem: () => null, removeItem: () => {} };
    const store = createDraftStore({
      ...full,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(store.write('blog', null, { savedAt: 'now', label: '', data: {} })).toBe(false);
  });
});

describe('mergeDraft', () => {
  it('keeps only known fields of the same kind', () => {
    const base = { title: '', items: [] as string[], published: true };
    expect(mergeDraft(base, { title: 'Kept', items: ['a'], published: 'yes', extra: 1 })).toEqual({
      title: 'Kept',
      items: ['a'],
      published: true,
    });
    expect(mergeDraft(base, null)).toBe(base);
  });
});
