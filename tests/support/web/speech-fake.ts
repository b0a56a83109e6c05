/**
 * A stand-in for the browser's speech synthesis (Web Speech API), at the browser boundary only: the page's own
 * code runs unchanged. Self-contained, so e2e tests can pass it to `page.addInitScript` as well as unit tests
 * calling it with jsdom's window. `window.__speech` lets a test see what was said and finish the utterance.
 */
export type SpeechLog = {
  spoken: { text: string; rate: number }[];
  cancels: number;
  /** Ends the utterance being spoken, as the voice reaching its end would. */
  finishCurrent: () => void;
};

export function installSpeechSynthesisFake(target: Window = window): void {
  type Utterance = {
    text: string;
    rate: number;
    lang: string;
    onend: ((event: unknown) => void) | null;
    onerror: ((event: { error: string }) => void) | null;
  };
  const log = { spoken: [] as { text: string; rate: number }[], cancels: 0, finishCurrent: () => {} };
  let current: Utterance | null = null;
  // A plain constructor, not a class: the function is serialized for page.addInitScript and must need no helpers.
  function FakeUtterance(this: Utterance, text: string) {
    this.text = text;
    this.rate = 1;
    this.lang = '';
    this.onend = null;
    this.onerror = null;
  }
  const synthesis = {
    speaking: false,
    paused: false,
    speak(utterance: Utterance) {
      current = utterance;
      synthesis.speaking = true;
      log.spoken.push({ text: utterance.text, rate: utterance.rate });
    },
    cancel() {
      log.cancels += 1;
      const cancelled = current;
      current = null;
      synthesis.speaking = false;
      // Browsers end a cancelled utterance with an "interrupted" error.
      cancelled?.onerror?.({ error: 'interrupted' });
    },
    pause() {
      synthesis.paused = true;
    },
    resume() {
      synthesis.paused = false;
    },
    getVoices: () => [],
  };
  log.finishCurrent = () => {
    const finished = current;
    current = null;
    synthesis.speaking = false;
    finished?.onend?.({});
  };
  Object.defineProperty(target, 'speechSynthesis', { configurable: true, value: synthesis });
  Object.defineProperty(target, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
  Object.defineProperty(target, '__speech', { configurable: true, value: log });
}

/** A browser without speech synthesis: the API is removed from the window and its prototype. */
export function removeSpeechSynthesis(target: Window = window): void {
  for (const name of ['speechSynthesis', 'SpeechSynthesisUtterance', '__speech']) {
    Reflect.deleteProperty(target, name);
    Reflect.deleteProperty(Object.getPrototypeOf(target) as object, name);
  }
}

export const speechLog = (target: Window = window) => (target as unknown as { __speech: SpeechLog }).__speech;
