import { useEffect, useState } from 'react';
import type { RecordEditor } from './editor-types';

/** When a heartbeat fails (offline, signed out), the next try waits this long. */
const RETRY_MS = 60_000;

/**
 * Who else has this record open, as WordPress shows: a heartbeat while the editor is open, which
 * answers with the others' names; leaving when the editor closes. Null id: a new record, which nobody else has.
 */
export function usePresence(presence: RecordEditor<unknown, unknown, unknown>['presence'], id: string | null) {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (!presence || !id) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = async () => {
      let wait = RETRY_MS;
      try {
        const answer = await presence.heartbeat(id, controller.signal);
        setOthers(answer.others.map((other) => other.name));
        wait = answer.heartbeatSeconds * 1000;
      } catch {
        // Presence is a courtesy: a failed heartbeat changes nothing on screen and never stops editing.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void beat(), wait);
    };
    void beat();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setOthers([]);
      presence.leave(id).catch(() => undefined);
    };
  }, [presence, id]);
  return others;
}

/** "Dr X is also editing this", "A and B are also editing this". */
export function presenceSentence(names: readonly string[]): string {
  if (names.length === 0) return '';
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} ${names.length === 1 ? 'is' : 'are'} also editing this. Their saves and yours may cross: if they save first, you will be shown what changed.`;
}
