import { DOUBLE_TAP_MS, SINGLE_TAP_WAIT_MS, createTapRecognizer, tapAction } from './taps';

describe('taps', () => {
  beforeEach(() => jest.useFakeTimers({ now: 10_000 }));
  afterEach(() => jest.useRealTimers());

  function recognizer() {
    const calls: string[] = [];
    const taps = createTapRecognizer<'left' | 'right'>(() => ({
      onSingle: (zone) => calls.push(`single ${zone}`),
      onDouble: (zone) => calls.push(`double ${zone}`),
    }));
    return { taps, calls };
  }

  it('has the two windows of §9, the single-tap wait outlasting the double-tap window', () => {
    expect(DOUBLE_TAP_MS).toBe(500);
    expect(SINGLE_TAP_WAIT_MS).toBe(550);
    expect(tapAction(null, 1000)).toBe('single');
    expect(tapAction(1000, 1500)).toBe('double');
    expect(tapAction(1000, 1501)).toBe('single');
  });

  it('a lone tap is a single tap once 550 ms have passed with no second tap', () => {
    const { taps, calls } = recognizer();
    taps.tap('left');
    jest.advanceTimersByTime(SINGLE_TAP_WAIT_MS - 1);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['single left']);
  });

  it('a second tap within 500 ms is a double tap only: no single tap before or after it', () => {
    const { taps, calls } = recognizer();
    taps.tap('right');
    jest.advanceTimersByTime(DOUBLE_TAP_MS);
    taps.tap('right');
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual(['double right']);
  });

  it('a third tap starts afresh after a double tap', () => {
    const { taps, calls } = recognizer();
    taps.tap('left');
    jest.advanceTimersByTime(200);
    taps.tap('left');
    jest.advanceTimersByTime(200);
    taps.tap('left');
    jest.advanceTimersByTime(SINGLE_TAP_WAIT_MS);
    expect(calls).toEqual(['double left', 'single left']);
  });

  it('two taps 501-549 ms apart are two single taps, the first taken at once', () => {
    const { taps, calls } = recognizer();
    taps.tap('left');
    jest.advanceTimersByTime(520);
    taps.tap('right');
    expect(calls).toEqual(['single left']);
    jest.advanceTimersByTime(SINGLE_TAP_WAIT_MS);
    expect(calls).toEqual(['single left', 'single right']);
  });

  it('cancel drops a waiting tap', () => {
    const { taps, calls } = recognizer();
    taps.tap('left');
    taps.cancel();
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });
});
