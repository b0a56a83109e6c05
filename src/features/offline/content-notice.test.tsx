// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { CHECK_CONTENT_MESSAGE, CONTENT_UPDATED_EVENT, CONTENT_UPDATED_MESSAGE } from '@shared/pwa/messages';
import { ContentNotice } from './components/ContentNotice';
import { CONTENT_CHECK_INTERVAL_MS, watchContentChanges } from './content-changes-client';
import { watchContentChangesWhenBack } from './watch-content-changes';

const HEART = { title: 'Heart Health After 40', path: '/article/heart-health-after-40' };
const SLEEP = { title: 'Sleep and Recovery', path: '/article/sleep-and-recovery' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ContentNotice', () => {
  it('is a polite status naming the new article, with a link to it and a dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<ContentNotice articles={[HEART]} onDismiss={onDismiss} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The region is there (empty) before its text, so that the text is announced.
    expect(status.textContent).toBe('');
    await within(status).findByRole('link', { name: HEART.title });
    expect(status.textContent).toContain(`New article: ${HEART.title}`);
    expect(within(status).getByRole('link', { name: HEART.title }).getAttribute('href')).toBe(HEART.path);
    // Content is not an app update: no reload offered.
    expect(within(status).queryByRole('button', { name: /reload/i })).toBeNull();
    fireEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('several new articles: one notice with their number, the newest and the articles list', async () => {
    render(<ContentNotice articles={[HEART, SLEEP]} onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    await within(status).findByRole('link', { name: 'See all articles' });
    expect(status.textContent).toContain('2 new articles.');
    expect(within(status).getByRole('link', { name: HEART.title }).getAttribute('href')).toBe(HEART.path);
    expect(within(status).getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe(paths.articles);
  });
});

/** The browser's service worker container, at its boundary: `ready`, the active worker's inbox, and its messages. */
function fakeContainer() {
  const posted: unknown[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const container = {
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  } as unknown as ServiceWorkerContainer;
  const fromWorker = (data: unknown) => {
    for (const listener of listeners) listener(new MessageEvent('message', { data }));
  };
  return { container, posted, fromWorker };
}

const flush = () => act(async () => {});
const comeBack = () => document.dispatchEvent(new Event('visibilitychange'));

describe('watchContentChanges', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  it('asks on coming back to the foreground or online, every few minutes at most', async () => {
    const { container, posted } = fakeContainer();
    watchContentChanges(container);
    await flush();
    expect(posted).toEqual([]);
    comeBack();
    comeBack();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(posted).toEqual([{ type: CHECK_CONTENT_MESSAGE }]);
    vi.advanceTimersByTime(CONTENT_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(posted).toHaveLength(2);
  });

  it('does not ask while the page is hidden', async () => {
    const { container, posted } = fakeContainer();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    watchContentChanges(container);
    comeBack();
    await flush();
    expect(posted).toEqual([]);
  });

  it("on the worker's word, lists read again and a new blog brings the notice, without taking focus", async () => {
    const { container, fromWorker } = fakeContainer();
    const reread = vi.fn();
    window.addEventListener(CONTENT_UPDATED_EVENT, reread);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    watchContentChanges(container);

    fromWorker({ type: CONTENT_UPDATED_MESSAGE, articles: [] });
    expect(reread).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();

    // An unusable entry (an address off this site) is ignored.
    fromWorker({ type: CONTENT_UPDATED_MESSAGE, articles: [HEART, { title: 'x', path: '//elsewhere.example/' }] });
    expect(reread).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`New article: ${HEART.title}`));
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
    expect(document.activeElement).toBe(button);

    // A second one while it shows: one notice, counting both.
    fromWorker({ type: CONTENT_UPDATED_MESSAGE, articles: [SLEEP] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2 new articles.'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: SLEEP.title })).toBeNull());
    window.removeEventListener(CONTENT_UPDATED_EVENT, reread);
  });
});

describe('watchContentChangesWhenBack', () => {
  it('loads the watcher on the first return to the foreground, and asks at once', async () => {
    const { container, posted } = fakeContainer();
    watchContentChangesWhenBack(container);
    await flush();
    expect(posted).toEqual([]);
    comeBack();
    await waitFor(() => expect(posted).toEqual([{ type: CHECK_CONTENT_MESSAGE }]));
  });
});
