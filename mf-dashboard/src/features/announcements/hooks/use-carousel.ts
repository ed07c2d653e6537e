import { useCallback, useEffect, useState } from 'react';

/** The announcement carousel rotates every 10 s (§9). */
export const ANNOUNCEMENT_ROTATION_MS = 10_000;

/** State of the announcement carousel (§4). */
export interface Carousel {
  index: number;
  /** True until the user clicks anything in the carousel. */
  autoAdvance: boolean;
  /** Bumped when a dot is chosen: the body fades in again. */
  fadeKey: number;
  previous(): void;
  next(): void;
  choose(index: number): void;
  /** Any user click stops auto-advance. */
  stop(): void;
}

/**
 * The index auto-advances every 10 s and wraps to the first; any click stops it. The arrows
 * stop at the ends (they do not wrap).
 */
export function useCarousel(count: number, intervalMs = ANNOUNCEMENT_ROTATION_MS): Carousel {
  const [index, setIndex] = useState(0);
  const [autoAdvance, setAutoAdvance] = useState(true);
  const [fadeKey, setFadeKey] = useState(0);

  useEffect(() => {
    if (!autoAdvance || count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(id);
  }, [autoAdvance, count, intervalMs]);

  // The list can shrink on a refresh: never point past its end.
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const stop = useCallback(() => setAutoAdvance(false), []);
  return {
    index: current,
    autoAdvance,
    fadeKey,
    stop,
    previous: () => setIndex(Math.max(0, current - 1)),
    next: () => setIndex(Math.min(count - 1, current + 1)),
    choose: (i: number) => {
      setIndex(i);
      setFadeKey((k) => k + 1);
    },
  };
}
