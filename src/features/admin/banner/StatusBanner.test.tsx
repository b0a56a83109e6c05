// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBanner, type BannerInput } from './use-banner';
import { StatusBanner } from './StatusBanner';

function Harness({ banner }: { banner: BannerInput }) {
  const controls = useBanner();
  return (
    <>
      <button type="button" onClick={() => controls.show(banner)}>
        Show
      </button>
      <StatusBanner controls={controls} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatusBanner', () => {
  it('announces a success politely and hides it after 3000 ms', () => {
    render(<Harness banner={{ kind: 'success', message: 'Blog created.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status').textContent).toContain('Blog created.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toContain('Blog created.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a failure as an alert and hides it after 3000 ms', () => {
    render(<Harness banner={{ kind: 'error', message: 'Another blog already uses that address.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toContain('Another blog already uses that address.');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('keeps an Undo banner for its own duration and runs the action once', () => {
    let undone = 0;
    render(
      <Harness
        banner={{
          kind: 'success',
          message: 'Blog deleted.',
          durationMs: 10_000,
          action: { label: 'Undo', run: () => (undone += 1) },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => vi.advanceTimersByTime(9000));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
