// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoButton } from './VideoButton';
import { press } from '../../../tests/support/web/press';

afterEach(cleanup);

const URL = 'https://www.youtube-nocookie.com/embed/placeholder-clinic-tour';

describe('VideoButton', () => {
  it('loads the player only when the poster is pressed, in a popup titled with the label', async () => {
    render(
      <VideoButton videoUrl={URL} label="Watch: a tour of the clinic">
        <svg width="320" height="180" aria-hidden="true" />
      </VideoButton>,
    );
    expect(document.querySelector('iframe')).toBeNull();

    const poster = screen.getByRole('button', { name: 'Watch: a tour of the clinic' });
    await press(poster);
    const dialog = await screen.findByRole('dialog', { name: 'Watch: a tour of the clinic' });
    expect(within(dialog).getByTitle('Watch: a tour of the clinic').getAttribute('src')).toBe(URL);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(poster);
  });
});
