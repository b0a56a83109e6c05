import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_MS } from '../constants';

export type BannerAction = { label: string; run: () => void };

export type Banner = {
  id: number;
  kind: 'success' | 'error';
  message: string;
  action?: BannerAction;
  durationMs: number;
};

export type BannerInput = Omit<Banner, 'id' | 'durationMs'> & { durationMs?: number };

let nextBannerId = 1;

/**
 * One banner at a time (spec section 8): it hides itself after its duration, 3000 ms unless told otherwise.
 * The countdown pauses while the pointer or keyboard focus is on the banner, so nobody loses an Undo mid-reach.
 */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [paused, setPaused] = useState(false);
  const remaining = useRef<{ id: number; ms: number }>({ id: 0, ms: 0 });

  useEffect(() => {
    if (!banner || paused) return;
    if (remaining.current.id !== banner.id) remaining.current = { id: banner.id, ms: banner.durationMs };
    const startedAt = Date.now();
    const timer = setTimeout(
      () => setBanner((current) => (current?.id === banner.id ? null : current)),
      remaining.current.ms,
    );
    return () => {
      clearTimeout(timer);
      if (remaining.current.id === banner.id) {
        remaining.current.ms = Math.max(1000, remaining.current.ms - (Date.now() - startedAt));
      }
    };
  }, [banner, paused]);

  const show = useCallback((input: BannerInput) => {
    setPaused(false);
    setBanner({ ...input, id: nextBannerId++, durationMs: input.durationMs ?? BANNER_MS });
  }, []);
  const dismiss = useCallback(() => setBanner(null), []);
  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);

  return { banner, show, dismiss, pause, resume };
}

export type BannerControls = ReturnType<typeof useBanner>;
