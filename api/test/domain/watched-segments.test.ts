import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_STORED_SEGMENTS, mergeSegments } from '../../src/domain/watched-segments.ts';

type Segment = { start: number; stop: number };
const seg = (start: number, stop: number): Segment => ({ start, stop });

/** The seconds covered by segments, one by one: what the union must equal. */
function coveredSeconds(segments: Segment[], limit = Infinity): Set<number> {
  const seconds = new Set<number>();
  for (const { start, stop } of segments) {
    const from = Math.max(0, Math.floor(Math.min(start, stop)));
    const to = Math.min(limit, Math.ceil(Math.max(start, stop)));
    for (let s = from; s < to; s++) seconds.add(s);
  }
  return seconds;
}

/** A small deterministic generator (no property-testing library in the project). */
function randomSegments(seed: number, count: number, span: number): Segment[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const start = next() * span;
    return seg(Math.round(start * 10) / 10, Math.round((start + next() * 30) * 10) / 10);
  });
}

describe('watched segments: the merge rule', () => {
  it('stores the union: overlapping and touching stretches become one, sorted', () => {
    const merged = mergeSegments([], [seg(20, 30), seg(0, 10), seg(5, 15), seg(15, 18), seg(40, 41)]);
    assert.deepEqual(merged.segments, [seg(0, 18), seg(20, 30), seg(40, 41)]);
    assert.equal(merged.watchedSeconds, 29);
  });

  it('counts whole seconds: a start rounds down, a stop up, a reversed stretch is turned round', () => {
    assert.deepEqual(mergeSegments([], [seg(1.6, 2.2), seg(9, 7)]).segments, [seg(1, 3), seg(7, 9)]);
    assert.deepEqual(mergeSegments([], [seg(4, 4), seg(3.2, 3.2)]).segments, [seg(3, 4)]);
  });

  it('counts a resent or already covered stretch once', () => {
    const first = mergeSegments([], [seg(0, 10), seg(5, 15)]);
    assert.equal(first.watchedSeconds, 15);
    const again = mergeSegments(first.segments, [seg(0, 10), seg(30, 31.4), seg(2, 3)]);
    assert.deepEqual(again.segments, [seg(0, 15), seg(30, 32)]);
    assert.equal(again.watchedSeconds, 17);
    assert.deepEqual(mergeSegments(again.segments, [seg(30, 32)]), again);
  });

  it('never counts past the end of the recording (its length rounded up to a whole second)', () => {
    const merged = mergeSegments([], [seg(50, 9_999), seg(200_000, 300_000), seg(0, 10)], { durationSeconds: 60.4 });
    assert.deepEqual(merged.segments, [seg(0, 10), seg(50, 61)]);
    assert.equal(merged.watchedSeconds, 21);
    assert.equal(mergeSegments([], [seg(0, 1e6)], { durationSeconds: 3600 }).watchedSeconds, 3600);
    // Unknown length: only the schema's bound holds.
    assert.equal(mergeSegments([], [seg(0, 5000)], { durationSeconds: null }).watchedSeconds, 5000);
  });

  it('brings a stored record that predates the rule into shape (unmerged, past the end)', () => {
    const legacy = Array.from({ length: 5000 }, (_, i) => seg(i * 2, i * 2 + 1));
    const merged = mergeSegments(legacy, [], { durationSeconds: 100 });
    assert.equal(merged.segments.length, 50);
    assert.equal(merged.watchedSeconds, 50);
  });

  it(`keeps at most ${MAX_STORED_SEGMENTS} segments, the longest ones, and never counts a gap`, () => {
    const gaps = Array.from({ length: MAX_STORED_SEGMENTS + 10 }, (_, i) => seg(i * 3, i * 3 + 1));
    const long = [seg(1_000_000 - 20, 1_000_000)];
    const merged = mergeSegments(gaps, long);
    assert.equal(merged.segments.length, MAX_STORED_SEGMENTS);
    assert.deepEqual(merged.segments.at(-1), long[0]);
    assert.equal(merged.watchedSeconds, MAX_STORED_SEGMENTS - 1 + 20);
    for (let i = 1; i < merged.segments.length; i++) {
      assert.ok(merged.segments[i]!.start > merged.segments[i - 1]!.stop, 'sorted, apart');
    }
    assert.equal(mergeSegments([], gaps, { maxSegments: 3 }).segments.length, 3);
  });

  it('agrees with counting second by second, whatever the order and batching (generated cases)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const views = randomSegments(seed, 1 + (seed % 40), 400);
      const duration = seed % 3 === 0 ? 250 + (seed % 7) / 10 : null;
      const limit = duration === null ? Infinity : Math.ceil(duration);
      const expected = coveredSeconds(views, limit);
      const once = mergeSegments([], views, { durationSeconds: duration });
      assert.equal(once.watchedSeconds, expected.size, `seed ${seed}`);
      assert.deepEqual(coveredSeconds(once.segments), expected, `seed ${seed}: union`);
      for (let i = 1; i < once.segments.length; i++) {
        assert.ok(once.segments[i]!.start > once.segments[i - 1]!.stop, `seed ${seed}: merged, sorted`);
      }
      // Sent in two records, in reverse order, one resent: the same union.
      const half = Math.floor(views.length / 2);
      const first = mergeSegments([], views.slice(half).reverse(), { durationSeconds: duration });
      const second = mergeSegments(first.segments, [...views.slice(0, half), ...views.slice(0, 2)], {
        durationSeconds: duration,
      });
      assert.deepEqual(second, once, `seed ${seed}: batching`);
    }
  });
});
