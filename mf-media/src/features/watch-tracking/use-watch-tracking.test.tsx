import { act, renderHook } from '@testing-library/react';
import { resetSession, seedSession } from '@cedar/shared/auth';
import type { PlayerHandle } from '../../lib/player-handle';
import { libraryVideo } from '../../test-support/fixtures';
import { IDLE_SEND_MS, useWatchTracking } from './use-watch-tracking';
import { flushWatchData, readWatchRecords } from '@cedar/shared/api';

jest.mock('@cedar/shared/api', () => ({
  ...jest.requireActual('@cedar/shared/api'),
  flushWatchData: jest.fn(() => Promise.resolve()),
}));

const flush = jest.mocked(flushWatchData);
const video = libraryVideo(7, 1);

/** A media element whose clock and paused state the test moves. */
function fakeMedia() {
  const target = new EventTarget() as EventTarget & {
    currentTime: number;
    paused: boolean;
    seeking: boolean;
    playbackRate: number;
    duration: number;
  };
  target.currentTime = 0;
  target.paused = true;
  target.seeking = false;
  target.playbackRate = 1;
  target.duration = 3600;
  return target;
}

function setup() {
  const media = fakeMedia();
  const ref = {
    current: {
      media: () => media as unknown as HTMLVideoElement,
      seek: () => {},
      currentTime: () => media.currentTime,
      play: () => {},
      togglePlay: () => {},
      skip: () => {},
      toggleCaptions: () => {},
      toggleFullscreen: () => {},
    } satisfies PlayerHandle,
  };
  const hook = renderHook(() => useWatchTracking(video, ref));
  const play = (seconds: number) => {
    if (media.paused) {
      media.paused = false;
      media.dispatchEvent(new Event('play'));
    }
    for (let i = 0; i < seconds; i += 1) {
      media.currentTime += 1;
      act(() => jest.advanceTimersByTime(1000));
    }
  };
  const pause = () => {
    media.paused = true;
    media.dispatchEvent(new Event('pause'));
  };
  /** A seek to `to` that begins `afterMs` after the last time update (the playhead moved on meanwhile). */
  const seek = (to: number, afterMs: number) => {
    act(() => jest.advanceTimersByTime(afterMs));
    media.currentTime = to;
    media.seeking = true;
    media.dispatchEvent(new Event('seeking'));
    media.seeking = false;
    media.dispatchEvent(new Event('seeked'));
  };
  return { media, hook, play, pause, seek };
}

const stored = () => readWatchRecords()[0]?.watch_details.views ?? [];
const storedSeconds = () => stored().reduce((s, v) => s + v.duration, 0);

describe('useWatchTracking', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    resetSession();
    seedSession({ email: 'learner@cedar.test' });
  });
  afterEach(() => jest.useRealTimers());

  it('saves nothing under 30 s, then saves and sends at 30 s', () => {
    const { play } = setup();
    play(20);
    expect(readWatchRecords()).toEqual([]);
    play(12);
    expect(storedSeconds()).toBeGreaterThanOrEqual(30);
    expect(readWatchRecords()[0]).toMatchObject({ user_email: 'learner@cedar.test', video_id: 7 });
    // The playhead rides along as the resume point.
    expect(readWatchRecords()[0]!.watch_details.position).toBe(30);
    expect(flush).toHaveBeenCalled();
  });

  it('sends when paused and idle for 7 s; activity postpones it', () => {
    const { play, pause } = setup();
    play(40);
    flush.mockClear();
    pause();
    act(() => jest.advanceTimersByTime(IDLE_SEND_MS - 1000));
    window.dispatchEvent(new Event('mousemove'));
    act(() => jest.advanceTimersByTime(IDLE_SEND_MS - 1000));
    expect(flush).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(storedSeconds()).toBe(40);
  });

  it('keeps every watched second when the tab is hidden or the page is left', () => {
    const { play, hook } = setup();
    play(45);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    flush.mockClear();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalled();
    expect(storedSeconds()).toBe(45);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    play(5);
    hook.unmount();
    expect(storedSeconds()).toBe(50);
  });

  it('a seek starts a new segment', () => {
    const { play, media, hook } = setup();
    play(20);
    media.currentTime = 300;
    media.dispatchEvent(new Event('seeking'));
    play(15);
    // Saved at 30 s; the last 5 s are saved on leaving.
    expect(stored()).toEqual([
      { start: 0, stop: 20, duration: 20 },
      { start: 300, stop: 310, duration: 10 },
    ]);
    hook.unmount();
    expect(stored()[2]).toEqual({ start: 310, stop: 315, duration: 5 });
  });

  it('a seek between two time updates keeps what was watched since the last one', () => {
    const { play, seek, hook } = setup();
    play(20);
    // The last update said 20 s; the seek begins 200 ms later, at 20.2 s.
    seek(300, 200);
    play(15);
    hook.unmount();
    expect(stored()).toEqual([
      { start: 0, stop: 20.2, duration: 20.2 },
      { start: 300, stop: 310, duration: 10 },
      { start: 310, stop: 315, duration: 5 },
    ]);
  });

  it('tells the seek position at the rate of the moment, re-read when the rate changes', () => {
    const { media, play, seek, hook } = setup();
    play(20);
    act(() => jest.advanceTimersByTime(100));
    media.currentTime = 20.1;
    media.playbackRate = 2;
    media.dispatchEvent(new Event('ratechange'));
    // 150 ms at 2x after the rate change.
    seek(300, 150);
    play(15);
    hook.unmount();
    expect(stored()[0]).toEqual({ start: 0, stop: 20.4, duration: 20.4 });
  });

  it('tells no more than one time-update gap, and nothing while playback waits for data', () => {
    const { media, play, seek, hook } = setup();
    play(20);
    // The main thread was busy for 900 ms: at most one 250 ms gap is told.
    seek(100, 900);
    play(10);
    media.dispatchEvent(new Event('waiting'));
    seek(200, 200);
    media.dispatchEvent(new Event('playing'));
    play(12);
    hook.unmount();
    expect(stored()).toEqual([
      { start: 0, stop: 20.25, duration: 20.25 },
      { start: 100, stop: 110, duration: 10 },
      { start: 200, stop: 212, duration: 12 },
    ]);
  });

  it('tells nothing for a seek target left again before that seek is done', () => {
    const { media, play, hook } = setup();
    play(20);
    media.currentTime = 500;
    media.seeking = true;
    media.dispatchEvent(new Event('seeking'));
    act(() => jest.advanceTimersByTime(100));
    media.currentTime = 510;
    media.dispatchEvent(new Event('seeking'));
    media.seeking = false;
    media.dispatchEvent(new Event('seeked'));
    play(12);
    hook.unmount();
    expect(stored()).toEqual([
      { start: 0, stop: 20, duration: 20 },
      // Saved at 30 s; the last 2 s are saved on leaving.
      { start: 510, stop: 520, duration: 10 },
      { start: 520, stop: 522, duration: 2 },
    ]);
  });
});
