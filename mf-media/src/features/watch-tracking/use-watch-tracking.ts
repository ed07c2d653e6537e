import { type RefObject, useEffect } from 'react';
import { useSession } from '@cedar/shared/auth';
import type { Video } from '../../lib/types';
import type { PlayerHandle } from '../../lib/player-handle';
import {
  SAVE_THRESHOLD_SECONDS,
  advance,
  closeSegment,
  emptyAccumulator,
  extendToNow,
  takeViews,
  watchedSeconds,
} from './accumulator';
import { flushWatchData, saveWatchViews } from '@cedar/shared/api';

/** Idle time-out before sending while paused (§9). */
export const IDLE_SEND_MS = 7000;
const TICK_MS = 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click'] as const;

/**
 * Watch tracking (§4): segments accumulate; from 30 s they are saved under user_video_watch_data, with the
 * playhead as `position`, and sent when paused and idle 7 s, when the tab is hidden or closes, and at
 * every later trigger.
 */
export function useWatchTracking(video: Video | null, playerRef: RefObject<PlayerHandle | null>): void {
  const email = useSession((s) => s.email);
  useEffect(() => {
    const media = playerRef.current?.media();
    if (!video || !email || !media) return undefined;
    let acc = emptyAccumulator();
    // Once this page saved 30 s, later stretches are kept whatever their length: nothing watched is lost.
    let reachedThreshold = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    // Playback waits for data ('waiting' until 'playing'): the playhead does not move meanwhile.
    let waiting = false;
    const rate = () => (waiting || !Number.isFinite(media.playbackRate) ? 0 : media.playbackRate);
    /** Follows the playhead, noting when it was read and how fast it moves from there. */
    const follow = () => {
      acc = advance(acc, media.currentTime, { at: performance.now(), rate: rate() });
    };

    const save = () => {
      if (!reachedThreshold && watchedSeconds(acc) < SAVE_THRESHOLD_SECONDS) return;
      reachedThreshold = true;
      const { views, rest } = takeViews(acc, !media.paused);
      acc = rest;
      // The playhead goes with every save: it is the resume point the server keeps (the last one wins).
      saveWatchViews(email, video.id, views, Math.round(media.currentTime * 1000) / 1000);
    };
    const send = () => void flushWatchData();
    const armIdle = () => {
      clearTimeout(idleTimer);
      if (media.paused) idleTimer = setTimeout(send, IDLE_SEND_MS);
    };
    const tick = () => {
      if (media.paused || media.seeking) return;
      follow();
      if (watchedSeconds(acc) >= SAVE_THRESHOLD_SECONDS) {
        save();
        send();
      }
    };
    // The playhead moves from 'playing' on ('play' comes first, also when data must still arrive).
    const onPlay = () => {
      acc = advance(acc, media.currentTime, { at: performance.now(), rate: 0 });
      clearTimeout(idleTimer);
    };
    // Paused (or ended, which pauses first), the position is exact: the stretch ends there.
    const onPause = () => {
      follow();
      acc = closeSegment(acc);
      save();
      armIdle();
    };
    // The position is already the target while seeking: the old stretch ends where the playhead
    // was when the seek began (told from the last time update), a new one starts at the target
    // and does not move until the seek is done (the next time update or 'seeked' follows it again).
    const onSeeking = () => {
      const now = performance.now();
      acc = closeSegment(extendToNow(acc, now, media.duration));
      if (!media.paused) acc = advance(acc, media.currentTime, { at: now, rate: 0 });
    };
    // The position is exact when the rate changes, when a seek is done, when playback stops to
    // wait for data and when it goes on: the stretch follows it from there at the rate of the moment.
    const onExactPosition = () => {
      if (!media.paused && !media.seeking) follow();
    };
    const onWaiting = () => {
      waiting = true;
      onExactPosition();
    };
    const onPlaying = () => {
      waiting = false;
      onExactPosition();
    };
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      if (!media.paused) follow();
      save();
      send();
    };
    const onPageHide = () => {
      if (!media.paused) follow();
      save();
      send();
    };

    send(); // Records left from an earlier visit go first.
    const interval = setInterval(tick, TICK_MS);
    // A seek reports only its target: following the playhead at each time update (about 4 a second)
    // and not only each tick keeps what was watched just before a seek.
    media.addEventListener('timeupdate', tick);
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('seeking', onSeeking);
    media.addEventListener('seeked', onExactPosition);
    media.addEventListener('ratechange', onExactPosition);
    media.addEventListener('waiting', onWaiting);
    media.addEventListener('playing', onPlaying);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, armIdle, { passive: true }));
    return () => {
      clearInterval(interval);
      clearTimeout(idleTimer);
      media.removeEventListener('timeupdate', tick);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('seeking', onSeeking);
      media.removeEventListener('seeked', onExactPosition);
      media.removeEventListener('ratechange', onExactPosition);
      media.removeEventListener('waiting', onWaiting);
      media.removeEventListener('playing', onPlaying);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, armIdle));
      // Leaving the video page: keep what was watched and send it.
      if (!media.paused) follow();
      save();
      send();
    };
  }, [video, email, playerRef]);
}

/** On a page that is not a video page, uploads a stored watch record (§4). */
export function useFlushStoredWatchData(): void {
  useEffect(() => {
    void flushWatchData();
  }, []);
}
