import { useCallback, useEffect, useRef, useState } from 'react';
import { SLUG_PATTERN } from '@shared/slug';
import { SLUG_CHECK_DELAY_MS } from '../constants';
import type { RecordEditor, SlugStatus } from './editor-types';

type SlugConfig = NonNullable<RecordEditor<unknown, unknown, unknown>['slug']>;
type Availability = { available: boolean; redirectsTo?: string };
type Answer = { key: string; available: boolean | null; redirectsTo?: string };

const IDLE: SlugStatus = { state: 'idle' };

/**
 * Asks the API, after a pause in typing, whether the slug in the form is free (the record being edited does
 * not count against itself). The server's transaction stays the real guarantee; this only warns early.
 */
export function useSlugCheck(config: SlugConfig | undefined, slug: string | null, excludeId: string | undefined) {
  const key = `${slug ?? ''}\n${excludeId ?? ''}`;
  const checkable = Boolean(config && slug && SLUG_PATTERN.test(slug));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const known = useRef(new Map<string, Availability>());

  useEffect(() => {
    if (!config || !checkable || !slug) return;
    const cached = known.current.get(key);
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        if (cached !== undefined) return setAnswer({ key, ...cached });
        config.isAvailable(slug, excludeId, controller.signal).then(
          (found) => {
            known.current.set(key, found);
            setAnswer({ key, ...found });
          },
          () => {
            // Offline or a server hiccup: say nothing definite and let the save itself decide.
            if (!controller.signal.aborted) setAnswer({ key, available: null });
          },
        );
      },
      cached === undefined ? SLUG_CHECK_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [config, checkable, slug, excludeId, key]);

  /** Called just before saving: answers from memory, or asks right away. True when free, null when unknown. */
  const ensure = useCallback(async (): Promise<boolean | null> => {
    if (!config || !checkable || !slug) return null;
    const cached = known.current.get(key);
    if (cached !== undefined) return cached.available;
    try {
      const found = await config.isAvailable(slug, excludeId);
      known.current.set(key, found);
      setAnswer({ key, ...found });
      return found.available;
    } catch {
      return null;
    }
  }, [config, checkable, slug, excludeId, key]);

  /** Forgets earlier answers: a save may have taken a slug that was free a minute ago. */
  const reset = useCallback(() => known.current.clear(), []);

  let status: SlugStatus = IDLE;
  if (config && checkable) {
    if (answer?.key !== key) status = { state: 'checking' };
    else if (answer.available === null) status = { state: 'unknown' };
    else if (!answer.available) status = { state: 'taken', message: config.takenMessage };
    else status = { state: 'available', ...(answer.redirectsTo ? { redirectsTo: answer.redirectsTo } : {}) };
  }
  return { status, ensure, reset };
}
