// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('scrolls to the top on each path change but not on first load', () => {
    // jsdom has no layout, so the browser API is observed rather than its effect.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <ScrollToTop />
      </Router>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate('/service'));
    act(() => location.navigate('/team'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
