// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeMediaApi, mediaItem } from '../../../../tests/support/web/media-api-fake';
import { MediaPicker } from './MediaPicker';

afterEach(cleanup);

describe('MediaPicker', () => {
  it('hands over a described image, and refuses one without a description, saying where to describe it', async () => {
    const described = mediaItem({ alt: 'The waiting room', width: 1200, height: 800 });
    const bare = mediaItem({ alt: '' });
    const fake = createFakeMediaApi([bare, described]);
    const onPick = vi.fn();
    render(<MediaPicker api={fake.api} purpose="the blog" onPick={onPick} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose an image for the blog' });
    const grid = await within(dialog).findByRole('list', { name: 'Images in the library' });

    const refused = within(grid).getByRole('button', { name: /no description yet, cannot be used/ });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(refused);
    expect(onPick).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /no description yet, so it cannot be used\. Describe it in the Media library/,
    );

    fireEvent.click(within(grid).getByRole('button', { name: 'Use “The waiting room”' }));
    expect(onPick).toHaveBeenCalledWith({ path: described.path, alt: 'The waiting room', width: 1200, height: 800 });
  });
});
