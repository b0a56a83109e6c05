// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholderBlockAttributes, SampleContentMarker } from './SampleContentMarker';

afterEach(cleanup);

describe('SampleContentMarker', () => {
  it('labels a placeholder block in words, with what is invented', () => {
    render(
      <section {...placeholderBlockAttributes('team', 'placeholder')} aria-label="Team">
        <SampleContentMarker status="placeholder">These people are invented.</SampleContentMarker>
      </section>,
    );
    const block = screen.getByRole('region', { name: 'Team' });
    expect(block.getAttribute('data-placeholder-block')).toBe('team');
    expect(block.textContent).toBe('Sample content These people are invented.');
  });

  it('shows nothing, and marks nothing, once the block is final', () => {
    render(
      <section {...placeholderBlockAttributes('team', 'final')} aria-label="Team">
        <SampleContentMarker status="final">These people are invented.</SampleContentMarker>
      </section>,
    );
    const block = screen.getByRole('region', { name: 'Team' });
    expect(block.hasAttribute('data-placeholder-block')).toBe(false);
    expect(block.textContent).toBe('');
  });
});
