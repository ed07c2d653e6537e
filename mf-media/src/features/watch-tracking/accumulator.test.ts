import {
  TIMEUPDATE_GAP_MS,
  advance,
  closeSegment,
  emptyAccumulator,
  extendToNow,
  takeViews,
  totalSeconds,
  watchedSeconds,
} from './accumulator';

const play = (from: number, to: number, acc = emptyAccumulator()) => {
  let next = acc;
  for (let t = from; t <= to; t += 1) next = advance(next, t);
  return next;
};

describe('watch accumulator', () => {
  it('extends a stretch while playing and closes it into a segment', () => {
    const acc = closeSegment(play(0, 12));
    expect(acc.views).toEqual([{ start: 0, stop: 12, duration: 12 }]);
    expect(acc.open).toBeNull();
  });

  it('a seek closes the stretch and opens another', () => {
    const acc = closeSegment(play(100, 110, play(0, 20)));
    expect(acc.views).toEqual([
      { start: 0, stop: 20, duration: 20 },
      { start: 100, stop: 110, duration: 10 },
    ]);
    expect(totalSeconds(acc.views)).toBe(30);
  });

  it('counts the open stretch and drops empty ones', () => {
    expect(watchedSeconds(play(0, 29))).toBe(29);
    expect(closeSegment(advance(emptyAccumulator(), 5)).views).toEqual([]);
  });

  it('takes the views and, still playing, reopens where it stopped', () => {
    const { views, rest } = takeViews(play(0, 31), true);
    expect(views).toEqual([{ start: 0, stop: 31, duration: 31 }]);
    expect(rest).toEqual({ views: [], open: { start: 31, last: 31 } });
    expect(takeViews(play(0, 31), false).rest.open).toBeNull();
    // Nothing is counted twice across takes.
    const after = closeSegment(play(31, 40, rest));
    expect(after.views).toEqual([{ start: 31, stop: 40, duration: 9 }]);
  });

  it('tells where the playhead was when a seek began: wall time since the last update times the rate', () => {
    // Last time update at 20 s, read at wall time 5000 ms; the seek begins 200 ms later.
    const acc = advance(play(0, 19), 20, { at: 5000, rate: 1 });
    expect(closeSegment(extendToNow(acc, 5200)).views).toEqual([{ start: 0, stop: 20.2, duration: 20.2 }]);
    const fast = advance(play(0, 19), 20, { at: 5000, rate: 2 });
    expect(closeSegment(extendToNow(fast, 5200)).views).toEqual([{ start: 0, stop: 20.4, duration: 20.4 }]);
  });

  it('tells no further than one time-update gap, nor past the end, nor while the playhead waits', () => {
    const acc = advance(play(0, 19), 20, { at: 5000, rate: 1 });
    const gap = TIMEUPDATE_GAP_MS / 1000;
    expect(closeSegment(extendToNow(acc, 9000)).views[0]!.stop).toBe(20 + gap);
    expect(closeSegment(extendToNow(acc, 5200, 20.1)).views[0]!.stop).toBe(20.1);
    expect(closeSegment(extendToNow(acc, 4000)).views[0]!.stop).toBe(20);
    const waiting = advance(play(0, 19), 20, { at: 5000, rate: 0 });
    expect(closeSegment(extendToNow(waiting, 5200)).views[0]!.stop).toBe(20);
    // Without a clock nothing is told.
    expect(closeSegment(extendToNow(play(0, 20), 5200)).views[0]!.stop).toBe(20);
  });

  it('keeps the clock across a take, so the next stretch is told from the same reading', () => {
    const { rest } = takeViews(advance(play(0, 30), 31, { at: 5000, rate: 1 }), true);
    expect(rest.open).toEqual({ start: 31, last: 31, at: 5000, rate: 1 });
    expect(closeSegment(extendToNow(rest, 5100)).views).toEqual([{ start: 31, stop: 31.1, duration: 0.1 }]);
  });
});
