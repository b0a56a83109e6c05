// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSpeechSynthesisFake, removeSpeechSynthesis, speechLog } from '../../../tests/support/web/speech-fake';
import { ListenControl } from './ListenControl';

function Article() {
  return (
    <main>
      <article>
        <h1>Blood pressure after 40</h1>
        <ListenControl />
        <p>Check it once a year.</p>
      </article>
      <aside>
        <p>Staff Pick</p>
      </aside>
    </main>
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  removeSpeechSynthesis();
});

describe('ListenControl', () => {
  it('reads the article it sits in, with pause, resume, speed and stop', async () => {
    installSpeechSynthesisFake();
    render(<Article />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen to this page' }));
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(speechLog().spoken.map((u) => u.text)).toEqual(['Blood pressure after 40']);
    expect(screen.getByRole('status').textContent).toBe('Reading part 1 of 2.');

    act(() => speechLog().finishCurrent());
    expect(speechLog().spoken.map((u) => u.text)).toEqual(['Blood pressure after 40', 'Check it once a year.']);

    fireEvent.click(pause);
    expect(screen.getByRole('status').textContent).toBe('Paused at part 2 of 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '1.25' } });
    expect(speechLog().spoken.at(-1)).toEqual({ text: 'Check it once a year.', rate: 1.25 });

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Listen to this page' })).toBeTruthy();
    expect(document.querySelector('.listen-current')).toBeNull();
  });

  it('says the browser cannot read aloud if pressed where there is no speech synthesis (the button is hidden there)', async () => {
    removeSpeechSynthesis();
    render(<Article />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen to this page' }));
    await screen.findByText('This browser cannot read pages aloud.');
  });
});
