/**
 * Reads a page aloud with the browser's own speech synthesis (Web Speech API), one block of text at a time, and
 * says which block is being read so the page can highlight it. Loaded only when a visitor presses Listen.
 *
 * One utterance per paragraph: browsers cut off long utterances (Chrome stops after about 15 s of speech), and a
 * paragraph is a natural place to pause, resume or change speed. Pause cancels and resume restarts the paragraph:
 * `speechSynthesis.pause()` is unreliable on Android, where it ends the utterance.
 */
export type ReaderState = 'idle' | 'playing' | 'paused';
export type ReaderStatus = { state: ReaderState; index: number; total: number };

/** Text outside the article itself: navigation, asides, forms, controls, dialogs and carousels. */
const SKIPPED = 'nav, aside, form, button, dialog, [aria-hidden="true"], [data-listen-skip], .swiper';
const BLOCKS = 'h1, h2, h3, h4, p, li, blockquote, dt, dd';

/** The blocks of `root` a listener would want read, in reading order, without nesting twice (a `p` inside an `li`). */
export function readableBlocks(root: HTMLElement): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(BLOCKS)].filter(
    (element) => !element.closest(SKIPPED) && (element.textContent ?? '').trim() !== '' && isShown(element),
  );
  return candidates.filter((element) => !candidates.some((other) => other !== element && other.contains(element)));
}

function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return !element.closest('[hidden]');
}

const CURRENT_CLASS = 'listen-current';

export function createSpeechReader(root: HTMLElement, onChange: (status: ReaderStatus) => void) {
  const synth = window.speechSynthesis;
  const blocks = readableBlocks(root);
  let index = 0;
  let rate = 1;
  let state: ReaderState = 'idle';
  let current: SpeechSynthesisUtterance | null = null;

  const report = () => onChange({ state, index, total: blocks.length });

  function mark(next: number | null) {
    for (const block of blocks) block.classList.remove(CURRENT_CLASS);
    if (next === null) return;
    const block = blocks[next];
    block?.classList.add(CURRENT_CLASS);
    block?.scrollIntoView({ block: 'nearest' });
  }

  function speak(at: number) {
    if (at >= blocks.length) return stop();
    index = at;
    state = 'playing';
    mark(at);
    const utterance = new SpeechSynthesisUtterance((blocks[at]?.textContent ?? '').replace(/\s+/g, ' ').trim());
    utterance.rate = rate;
    utterance.lang = document.documentElement.lang || 'en-CA';
    // A cancelled utterance (pause, stop, a new speed) also ends: only the current one moves the reading on.
    utterance.onend = () => {
      if (current === utterance) speak(at + 1);
    };
    utterance.onerror = (event) => {
      if (current === utterance && event.error !== 'interrupted' && event.error !== 'canceled') stop();
    };
    current = utterance;
    synth.cancel();
    synth.speak(utterance);
    report();
  }

  function stop() {
    current = null;
    synth.cancel();
    state = 'idle';
    index = 0;
    mark(null);
    report();
  }

  return {
    get total() {
      return blocks.length;
    },
    /** Starts at the top, or picks up the paragraph where it was paused. */
    play() {
      speak(state === 'paused' ? index : 0);
    },
    pause() {
      if (state !== 'playing') return;
      current = null;
      synth.cancel();
      state = 'paused';
      report();
    },
    stop,
    /** A new speed applies at once: the current paragraph starts again at that speed. */
    setRate(next: number) {
      rate = next;
      if (state === 'playing') speak(index);
    },
  };
}

export type SpeechReader = ReturnType<typeof createSpeechReader>;
