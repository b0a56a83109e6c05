// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderUi, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_STORAGE_KEY } from '../text-size-store';
import { TextSizeControl } from './TextSizeControl';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Each render is a new page load: a fresh store, as main.tsx gives the app. */
const withStore = (ui: ReactElement) => <Provider store={createStore()}>{ui}</Provider>;
const render = (ui: ReactElement) => renderUi(withStore(ui));

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('TextSizeControl', () => {
  it('is a labelled group of three toggle buttons, Standard pressed by default', () => {
    render(<TextSizeControl />);
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(within(group).getAllByRole('button')).toHaveLength(3);
    expect(pressed('Standard text size')).toBe('true');
    expect(pressed('Large text size')).toBe('false');
    expect(pressed('Larger text size')).toBe('false');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('standard');
  });

  it('applies the chosen size to <html> and remembers it on the device', () => {
    render(<TextSizeControl />);
    fireEvent.click(screen.getByRole('button', { name: 'Large text size' }));
    expect(pressed('Large text size')).toBe('true');
    expect(pressed('Standard text size')).toBe('false');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('large');

    fireEvent.click(screen.getByRole('button', { name: 'Larger text size' }));
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('larger');
  });

  it('restores the stored size on the next visit', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    render(<TextSizeControl />);
    expect(pressed('Larger text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'huge');
    render(<TextSizeControl />);
    expect(pressed('Standard text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('standard');
  });

  it('renders the standard size on the server whatever is stored, so hydration matches', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    const html = renderToString(withStore(<TextSizeControl />));
    const pressedButtons = [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>.*?<\/button>/g)];
    expect(pressedButtons).toHaveLength(1);
    expect(pressedButtons[0]?.[0]).toContain('Standard text size');
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('hydrates without a mismatch and never resets the size the early script applied', async () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'larger');
    // A page load: the store module reads storage as it loads, after public/text-size.js has run.
    vi.resetModules();
    const { TextSizeControl } = await import('./TextSizeControl');
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
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(pressed('Larger text size')).toBe('true');
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

  it('keeps a choice for this visit when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<TextSizeControl />);
    fireEvent.click(screen.getByRole('button', { name: 'Large text size' }));
    expect(pressed('Large text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
    vi.restoreAllMocks();
  });

  it('follows a change made in another tab', () => {
    render(<TextSizeControl />);
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'large');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_STORAGE_KEY, newValue: 'large' }));
    });
    expect(pressed('Large text size')).toBe('true');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
  });
});
