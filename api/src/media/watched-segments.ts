/**
 * The distinct watched segments after adding new views: a segment counts once however often it
 * is resent. Segments are whole seconds [start, stop); `watchedSeconds` is their union's length.
 */
export function mergeSegments(
  known: { start: number; stop: number }[],
  views: { start: number; stop: number }[],
): { segments: { start: number; stop: number }[]; watchedSeconds: number } {
  const seen = new Set(known.map((s) => `${s.start}-${s.stop}`));
  const segments = [...known];
  for (const view of views) {
    const start = Math.floor(Math.min(view.start, view.stop));
    const stop = Math.ceil(Math.max(view.start, view.stop));
    const key = `${start}-${stop}`;
    if (stop > start && !seen.has(key)) {
      seen.add(key);
      segments.push({ start, stop });
    }
  }
  const sorted = [...segments].sort((a, b) => a.start - b.start);
  let watchedSeconds = 0;
  let reach = -1;
  for (const { start, stop } of sorted) {
    if (stop <= reach) continue;
    watchedSeconds += stop - Math.max(start, reach);
    reach = stop;
  }
  return { segments, watchedSeconds };
}
