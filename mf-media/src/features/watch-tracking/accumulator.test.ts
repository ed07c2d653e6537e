import { advance, closeSegment, emptyAccumulator, takeViews, totalSeconds, watchedSeconds } from './accumulator';

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
});
