/** A watched stretch of the video, in seconds of the video (§3 watch-data record). */
export interface ViewSegment {
  start: number;
  stop: number;
  duration: number;
}

/** Segments so far and the stretch being watched now. */
export interface WatchAccumulator {
  views: ViewSegment[];
  open: { start: number; last: number } | null;
}

/** Data is saved once this much has been watched (§9). */
export const SAVE_THRESHOLD_SECONDS = 30;
// A position this far past the last one is a seek, not playback (2x speed with throttled timers stays under it).
const MAX_STEP_SECONDS = 3;

/** Nothing watched yet. */
export const emptyAccumulator = (): WatchAccumulator => ({ views: [], open: null });

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Closes the open stretch into a segment (nothing when it has no length). */
export function closeSegment(acc: WatchAccumulator): WatchAccumulator {
  if (!acc.open) return acc;
  const { start, last } = acc.open;
  const views =
    last > start
      ? [...acc.views, { start: round(start), stop: round(last), duration: round(last - start) }]
      : acc.views;
  return { views, open: null };
}

/** Playback is at `time`: extends the open stretch, or after a seek closes it and opens a new one. */
export function advance(acc: WatchAccumulator, time: number): WatchAccumulator {
  if (!acc.open) return { views: acc.views, open: { start: time, last: time } };
  const step = time - acc.open.last;
  if (step >= 0 && step <= MAX_STEP_SECONDS) return { views: acc.views, open: { start: acc.open.start, last: time } };
  return { views: closeSegment(acc).views, open: { start: time, last: time } };
}

/** Seconds watched in some segments. */
export function totalSeconds(views: readonly ViewSegment[]): number {
  return views.reduce((sum, v) => sum + v.duration, 0);
}

/** Seconds watched so far, the open stretch included. */
export function watchedSeconds(acc: WatchAccumulator): number {
  return totalSeconds(acc.views) + (acc.open ? Math.max(0, acc.open.last - acc.open.start) : 0);
}

/** Takes the closed segments and the open stretch up to now; still playing, a new stretch opens where it stopped. */
export function takeViews(acc: WatchAccumulator, playing: boolean): { views: ViewSegment[]; rest: WatchAccumulator } {
  const closed = closeSegment(acc);
  const last = acc.open?.last;
  return {
    views: closed.views,
    rest: { views: [], open: playing && last !== undefined ? { start: last, last } : null },
  };
}
