/** A watched stretch of the video, in seconds of the video (§3 watch-data record). */
export interface ViewSegment {
  start: number;
  stop: number;
  duration: number;
}

/**
 * The stretch being watched now: from `start` to `last`, the position last read. `at` (a
 * `performance.now()` time) and `rate` say when that was and how fast the playhead moves since
 * (0 while playback waits for data), so the position can be told between two time updates.
 */
export interface OpenStretch {
  start: number;
  last: number;
  at?: number;
  rate?: number;
}

/** Segments so far and the stretch being watched now. */
export interface WatchAccumulator {
  views: ViewSegment[];
  open: OpenStretch | null;
}

/** When the playhead was read and how fast it moves (playback rate; 0 while it waits for data). */
export interface PlayheadClock {
  at: number;
  rate: number;
}

/** Data is saved once this much has been watched (§9). */
export const SAVE_THRESHOLD_SECONDS = 30;
// A position this far past the last one is a seek, not playback (2x speed with throttled timers stays under it).
const MAX_STEP_SECONDS = 3;
/**
 * Longest wall-clock gap between two time updates of a playing video (the HTML spec allows 15 to
 * 250 ms): a position is never told further than this past the last one read.
 */
export const TIMEUPDATE_GAP_MS = 250;

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

const stretch = (start: number, last: number, clock?: PlayheadClock): OpenStretch =>
  clock ? { start, last, at: clock.at, rate: clock.rate } : { start, last };

/**
 * Playback is at `time` (read at `clock.at`, moving at `clock.rate`): extends the open stretch,
 * or after a seek closes it and opens a new one.
 */
export function advance(acc: WatchAccumulator, time: number, clock?: PlayheadClock): WatchAccumulator {
  if (!acc.open) return { views: acc.views, open: stretch(time, time, clock) };
  const step = time - acc.open.last;
  if (step >= 0 && step <= MAX_STEP_SECONDS) return { views: acc.views, open: stretch(acc.open.start, time, clock) };
  return { views: closeSegment(acc).views, open: stretch(time, time, clock) };
}

/**
 * Where the playhead truly was at `now`, told from the last position read: a seek reports only
 * its target, and the last time update can be up to one gap old. It moves on by the wall-clock
 * time elapsed times the playback rate, never by more than one time-update gap (a busy main thread
 * adds no more than the next update would have), nor past `duration`.
 */
export function extendToNow(acc: WatchAccumulator, now: number, duration = Number.NaN): WatchAccumulator {
  const open = acc.open;
  const rate = open?.rate ?? 0;
  if (!open || open.at === undefined || !(rate > 0)) return acc;
  const elapsedMs = Math.min(Math.max(0, now - open.at), TIMEUPDATE_GAP_MS);
  let last = open.last + (elapsedMs / 1000) * rate;
  if (Number.isFinite(duration)) last = Math.min(last, Math.max(open.last, duration));
  return { views: acc.views, open: { ...open, last, at: now } };
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
  const open = acc.open;
  return {
    views: closed.views,
    rest: { views: [], open: playing && open ? { ...open, start: open.last } : null },
  };
}
