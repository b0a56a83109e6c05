// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSpeechSynthesisFake, removeSpeechSynthesis, speechLog } from '../../../tests/support/web/speech-fake';
import { createSpeechReader, readableBlocks, type ReaderStatus } from './speech-reader';

function article(html: string): HTMLElement {
  document.body.innerHTML = `<main><article>${html}</article></main>`;
  return document.querySelector('article') as HTMLElement;
}

beforeEach(() => {
  installSpeechSynthesisFake();
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  removeSpeechSynthesis();
  document.body.innerHTML = '';
});

describe('readableBlocks', () => {
  it('reads headings, paragraphs and list items in order, and leaves out navigation, asides, controls and hidden text', () => {
    const root = article(`
      <nav><p>Home / Articles</p></nav>
      <h1>Sleep and recovery</h1>
      <div data-listen-skip><button>Listen to this page</button><p>Loading</p></div>
      <p>First paragraph.</p>
      <ul><li><p>A point in a list</p></li><li>Another point</li></ul>
      <p hidden>Not shown.</p>
      <p>   </p>
      <aside><h2>Staff Pick</h2></aside>
      <h2>Next steps</h2>`);
    expect(readableBlocks(root).map((block) => block.textContent?.trim())).toEqual([
      'Sleep and recovery',
      'First paragraph.',
      'A point in a list',
      'Another point',
      'Next steps',
    ]);
  });
});

describe('createSpeechReader', () => {
  function start() {
    const root = article('<h1>Title</h1><p>One.</p><p>Two   words.</p>');
    const statuses: ReaderStatus[] = [];
    const reader = createSpeechReader(root, (status) => statuses.push(status));
    const highlighted = () => [...root.querySelectorAll('.listen-current')].map((el) => el.textContent);
    return { reader, statuses, highlighted, said: () => speechLog().spoken.map((u) => u.text) };
  }

  it('reads one block at a time, highlighting it, and finishes at the end', () => {
    const { reader, statuses, highlighted, said } = start();
    reader.play();
    expect(said()).toEqual(['Title']);
    expect(highlighted()).toEqual(['Title']);
    speechLog().finishCurrent();
    speechLog().finishCurrent();
    expect(said()).toEqual(['Title', 'One.', 'Two words.']);
    expect(highlighted()).toEqual(['Two   words.']);
    speechLog().finishCurrent();
    expect(statuses.at(-1)).toEqual({ state: 'idle', index: 0, total: 3 });
    expect(highlighted()).toEqual([]);
  });

  it('pauses without moving on, and resumes the paragraph it paused in', () => {
    const { reader, statuses, said, highlighted } = start();
    reader.play();
    speechLog().finishCurrent();
    reader.pause();
    expect(statuses.at(-1)).toEqual({ state: 'paused', index: 1, total: 3 });
    // The cancelled utterance's "interrupted" end does not start the next paragraph.
    expect(said()).toEqual(['Title', 'One.']);
    expect(highlighted()).toEqual(['One.']);
    reader.play();
    expect(said()).toEqual(['Title', 'One.', 'One.']);
    expect(statuses.at(-1)?.state).toBe('playing');
  });

  it('applies a new speed at once, from the start of the paragraph being read', () => {
    const { reader } = start();
    reader.play();
    reader.setRate(1.5);
    expect(speechLog().spoken.map((u) => [u.text, u.rate])).toEqual([
      ['Title', 1],
      ['Title', 1.5],
    ]);
    speechLog().finishCurrent();
    expect(speechLog().spoken.at(-1)).toEqual({ text: 'One.', rate: 1.5 });
  });

  it('stops the voice and the highlight', () => {
    const { reader, highlighted, statuses } = start();
    reader.play();
    const cancels = speechLog().cancels;
    reader.stop();
    expect(speechLog().cancels).toBe(cancels + 1);
    expect(highlighted()).toEqual([]);
    expect(statuses.at(-1)?.state).toBe('idle');
  });
});
