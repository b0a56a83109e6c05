import { useEffect, useId, useRef, useState } from 'react';
import { createSpeechReader, type ReaderStatus, type SpeechReader } from './speech-reader';

export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;

/**
 * The controls once a visitor has pressed Listen: pause or resume, stop, and speed, with the reading position
 * announced politely. Reading starts as soon as it mounts (the visitor's press is what loaded it).
 */
export function ListenPlayer({ root, onClose }: { root: HTMLElement; onClose: () => void }) {
  // The button is hidden where the browser cannot speak (listen.css); this is the answer if it is pressed anyway.
  if (!('speechSynthesis' in window)) {
    return <p className="listen__status">This browser cannot read pages aloud.</p>;
  }
  return <Player root={root} onClose={onClose} />;
}

function Player({ root, onClose }: { root: HTMLElement; onClose: () => void }) {
  const speedId = useId();
  const reader = useRef<SpeechReader | null>(null);
  const [status, setStatus] = useState<ReaderStatus>({ state: 'idle', index: 0, total: 0 });
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    const created = createSpeechReader(root, setStatus);
    reader.current = created;
    created.play();
    // Leaving the page, or closing the player, stops the voice and removes the highlight.
    return () => created.stop();
  }, [root]);

  const playing = status.state === 'playing';
  const position =
    status.state === 'idle'
      ? 'Finished reading.'
      : `${playing ? 'Reading' : 'Paused at'} part ${status.index + 1} of ${status.total}.`;

  return (
    <div className="listen__player" role="group" aria-label="Listen to this page">
      <button
        type="button"
        className="button button--small"
        onClick={() => (playing ? reader.current?.pause() : reader.current?.play())}
      >
        {playing ? 'Pause' : status.state === 'paused' ? 'Resume' : 'Listen again'}
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => {
          reader.current?.stop();
          onClose();
        }}
      >
        Stop
      </button>
      <label className="listen__speed" htmlFor={speedId}>
        Speed
        <select
          id={speedId}
          value={speed}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSpeed(next);
            reader.current?.setRate(next);
          }}
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? 'Normal' : `${value}×`}
            </option>
          ))}
        </select>
      </label>
      <p className="listen__status" role="status">
        {position}
      </p>
    </div>
  );
}
