// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

/** An IntersectionObserver the test drives: `FakeObserver.reveal()` tells every observer its element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static reveal() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  }
}

function Probe() {
  const [ref, near] = useNearViewport();
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('useNearViewport', () => {
  it('stays false until the element comes within the margin, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(FakeObserver.all[0]?.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN} 0px`);
    act(() => FakeObserver.reveal());
    expect(screen.getByText('near')).toBeTruthy();
    // Once near, it no longer observes.
    expect(FakeObserver.all.every((observer) => observer.targets.length === 0)).toBe(true);
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
