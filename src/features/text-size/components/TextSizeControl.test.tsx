// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_STORAGE_KEY } from '../text-size-options';

const root = document.documentElement;

/**
 * Each test is a new page load: the control's module, its on-demand state and jotai's store start afresh, so the
 * stored state's module has not loaded yet (as on a visit), and each render gets a new store, as main.tsx gives the
 * app.
 */
async function pageLoad() {
  vi.resetModules();
  const [{ TextSizeControl, textSizeState }, { createStore, Provider }] = await Promise.all([
    import('./TextSizeControl'),
    import('jotai'),
  ]);
  const withStore = (ui: ReactElement) => <Provider store={createStore()}>{ui}</Provider>;
  const render = () => renderUi(withStore(<TextSizeControl />));
  const loaded = () => textSizeState.current() !== undefined;
  return { TextSizeControl, withStore, render, loaded };
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');

describe('TextSizeControl', () => {
  it('is a labelled group of three toggle buttons, Standard pressed, its stored state not loaded with the page', async () => {
    const { render, loaded } = await pageLoad();
    render();
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(within(group).getAllByRole('button')).toHaveLength(3);
    expect(pressed('Standard text size')).toBe('true');
    expect(pressed('Large text size')).toBe('false');
    expect(pressed('Larger text size')).toBe('false');
    await act(() => Promise.resolve());
    expect(loaded()).toBe(false);
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('loads its stored state when a visitor points at it or moves focus into it, and keeps the focus there', async () => {
    const { render, loaded } = await pageLoad();
    render();
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Text size' }));
    await waitFor(() => expect(loaded()).toBe(true));

    cleanup();
    const second = await pageLoad();
    second.render();
    const large = button('Large text size');
    act(() => large.focus());
    await waitFor(() => expect(second.loaded()).toBe(true));
    // The same button, still focused: the buttons are not replaced when the state arrives.
    expect(document.activeElement).toBe(large);
    expect(large.isConnected).toBe(true);
  });

  it('applies a size pressed before its state has loaded at once, and stores it when the state arrives', async () => {
    const { render, loaded } = await pageLoad();
    render();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(root, { attributes: true, attributeFilter: [TEXT_SIZE_ATTRIBUTE], attributeOldValue: true });
    fireEvent.click(button('Large text size'));
    expect(pressed('Large text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
    await waitFor(() => expect(loaded()).toBe(true));
    await waitFor(() => expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('large'));
    expect(pressed('Large text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
    // The page never went back to the standard size while the state arrived, not even for a frame.
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(records.map((record) => record.oldValue)).not.toContain('standard');
  });

  it('applies the chosen size to <html> and remembers it on the device', async () => {
    const { render, loaded } = await pageLoad();
    render();
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Text size' }));
    await waitFor(() => expect(loaded()).toBe(true));
    fireEvent.click(button('Large text size'));
    expect(pressed('Large text size')).toBe('true');
    expect(pressed('Standard text size')).toBe('false');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('large');

    fireEvent.click(button('Larger text size'));
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('larger');
  });

  it('restores the stored size on the next visit, loading its state at once', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    const { render } = await pageLoad();
    render();
    await waitFor(() => expect(pressed('Larger text size')).toBe('true'));
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
  });

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'huge');
    const { render, loaded } = await pageLoad();
    render();
    await act(() => Promise.resolve());
    expect(loaded()).toBe(false);
    expect(pressed('Standard text size')).toBe('true');
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('renders the standard size on the server whatever is stored, so hydration matches', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    const { TextSizeControl, withStore } = await pageLoad();
    const html = renderToString(withStore(<TextSizeControl />));
    const pressedButtons = [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>.*?<\/button>/g)];
    expect(pressedButtons).toHaveLength(1);
    expect(pressedButtons[0]?.[0]).toContain('Standard text size');
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('hydrates without a mismatch and never resets the size the early script applied', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    const { TextSizeControl, withStore } = await pageLoad();
    const html = renderToString(withStore(<TextSizeControl />));
    // What public/text-size.js does before the first paint.
    root.setAttribute(TEXT_SIZE_ATTRIBUTE, 'larger');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(root, { attributes: true, attributeFilter: [TEXT_SIZE_ATTRIBUTE], attributeOldValue: true });

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let hydrated: Root | undefined;
    try {
      await act(async () => {
        hydrated = hydrateRoot(container, withStore(<TextSizeControl />), { onRecoverableError });
      });
      await waitFor(() => expect(pressed('Larger text size')).toBe('true'));
      expect(onRecoverableError).not.toHaveBeenCalled();
      // Every value the attribute had before each change: a reset to standard, even a brief one, shows here.
      records.push(...observer.takeRecords());
      expect(records.map((record) => record.oldValue)).not.toContain('standard');
      expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
    } finally {
      observer.disconnect();
      act(() => hydrated?.unmount());
      container.remove();
    }
  });

  it('keeps a choice for this visit when storage refuses it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { render, loaded } = await pageLoad();
    render();
    fireEvent.click(button('Large text size'));
    await waitFor(() => expect(loaded()).toBe(true));
    expect(pressed('Large text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
  });

  it('follows a change made in another tab, its state not loaded yet or loaded', async () => {
    const { render } = await pageLoad();
    render();
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'large');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_STORAGE_KEY, newValue: 'large' }));
    });
    await waitFor(() => expect(pressed('Large text size')).toBe('true'));
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');

    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_STORAGE_KEY, newValue: 'larger' }));
    });
    await waitFor(() => expect(pressed('Larger text size')).toBe('true'));
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
  });
});
