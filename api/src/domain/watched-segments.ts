/** A watched stretch in whole seconds of the recording, [start, stop). */
export interface Segment {
  start: number;
  stop: number;
}

/**
 * The most segments kept per user and video (ADR 0013, decision on watch data). A viewer who
 * seeks every 15 s through a two-hour recording leaves under 500 apart; only a forged record
 * gets near this, and it then costs a write what an honest record does.
 */
export const MAX_STORED_SEGMENTS = 1000;

export interface MergeOptions {
  /** The recording's length in seconds; nothing past it counts. Null or absent: unknown. */
  durationSeconds?: number | null;
  /** The most segments kept; the longest stay. Defaults to {@link MAX_STORED_SEGMENTS}. */
  maxSegments?: number;
}

/** A stretch as whole seconds inside [0, limit), start rounded down, stop up; null when empty. */
function wholeSeconds(segment: Segment, limit: number): Segment | null {
  const start = Math.max(0, Math.floor(Math.min(segment.start, segment.stop)));
  const stop = Math.min(limit, Math.ceil(Math.max(segment.start, segment.stop)));
  return Number.isFinite(start) && stop > start ? { start, stop } : null;
}

/** The union of stretches: overlapping or touching ones become one; sorted by start. */
function union(segments: Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => a.start - b.start || a.stop - b.stop);
  const merged: Segment[] = [];
  for (const { start, stop } of sorted) {
    const last = merged.at(-1);
    if (last && start <= last.stop) last.stop = Math.max(last.stop, stop);
    else merged.push({ start, stop });
  }
  return merged;
}

/**
 * The user's watched segments after adding new views: the union of what was stored and what
 * came, in whole seconds, cut at the end of the recording. Resending a stretch, or sending one
 * already covered, changes nothing; `watchedSeconds` is the union's length. Past `maxSegments`
 * apart, the shortest are dropped: seconds are never counted for a gap, and a record made of
 * thousands of one-second slivers stays small. A stored record from before this rule (unmerged,
 * past the end) is brought into shape by its next write.
 */
export function mergeSegments(
  known: Segment[],
  views: Segment[],
  options: MergeOptions = {},
): { segments: Segment[]; watchedSeconds: number } {
  const { durationSeconds, maxSegments = MAX_STORED_SEGMENTS } = options;
  const limit =
    durationSeconds !== null && durationSeconds !== undefined && Number.isFinite(durationSeconds)
      ? Math.ceil(durationSeconds)
      : Infinity;
  const whole = [...known, ...views].flatMap((s) => wholeSeconds(s, limit) ?? []);
  let segments = union(whole);
  if (segments.length > maxSegments) {
    // The longest stay (the earlier of equal ones), back in order of time.
    const kept = new Set(
      segments
        .map((segment, index) => ({ index, length: segment.stop - segment.start }))
        .sort((a, b) => b.length - a.length || a.index - b.index)
        .slice(0, maxSegments)
        .map((entry) => entry.index),
    );
    segments = segments.filter((_, index) => kept.has(index));
  }
  const watchedSeconds = segments.reduce((sum, s) => sum + s.stop - s.start, 0);
  return { segments, watchedSeconds };
}
