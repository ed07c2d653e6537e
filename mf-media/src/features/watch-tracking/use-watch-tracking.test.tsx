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
  const target = new EventTarget() as EventTarget & { currentTime: number; paused: boolean; seeking: boolean };
  target.currentTime = 0;
  target.paused = true;
  target.seeking = false;
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
  return { media, hook, play, pause };
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
});
