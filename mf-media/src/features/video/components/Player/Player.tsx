import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type Plyr from 'plyr';
import { loadPlyr } from '../../lib/load-plyr';
import { PLAYBACK_SPEEDS, SKIP_SECONDS, playerControls } from '../../lib/player-options';
import { type TranscriptRow, toWebVtt } from '../../lib/transcript';
import { usePlayerStyles } from './Player.styles';

/** What the page may ask of the player. */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  /** The media element, for watch tracking. */
  media(): HTMLVideoElement | null;
}

/** Props of Player. */
export interface PlayerProps {
  src: string;
  title: string;
  /** Transcript rows for the captions; null or empty means no captions. */
  captions: readonly TranscriptRow[] | null | undefined;
  /** Seconds to start at (the timestamp query parameter). */
  startAt: number | null;
  /** Search-match times in seconds, shown as markers on the progress bar. */
  markers: readonly number[];
  /** Called at most once per whole second of playback position. */
  onSecond?: (seconds: number) => void;
  playerRef?: Ref<PlayerHandle>;
}

/** plyr over a video element: the spec's controls, 10 s skips, speeds 0.5-2, captions from the transcript. */
export function Player({ src, title, captions, startAt, markers, onSecond, playerRef }: PlayerProps) {
  const styles = usePlayerStyles();
  const videoRef = useRef<HTMLVideoElement>(null);
  const plyrRef = useRef<Plyr | null>(null);
  const [progress, setProgress] = useState<HTMLElement | null>(null);
  const [duration, setDuration] = useState(0);
  const track = useMemo(
    () => (captions && captions.length > 0 ? `data:text/vtt;charset=utf-8,${encodeURIComponent(toWebVtt(captions))}` : null),
    [captions],
  );

  useImperativeHandle(playerRef, () => ({
    seek(seconds) {
      const video = videoRef.current;
      if (video) video.currentTime = seconds;
    },
    currentTime: () => videoRef.current?.currentTime ?? 0,
    media: () => videoRef.current,
  }));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const { Plyr: PlyrClass, iconUrl } = loadPlyr();
    const player = new PlyrClass(video, {
      controls: playerControls(navigator.userAgent),
      seekTime: SKIP_SECONDS,
      speed: { selected: 1, options: PLAYBACK_SPEEDS },
      settings: ['captions', 'speed'],
      captions: { active: true, language: 'en', update: true },
      iconUrl,
      blankVideo: '',
      invertTime: false,
    });
    plyrRef.current = player;
    player.on('ready', () => setProgress(player.elements?.container?.querySelector<HTMLElement>('.plyr__progress') ?? null));
    return () => {
      plyrRef.current = null;
      setProgress(null);
      player.destroy();
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let last = -1;
    const onTime = () => {
      const second = Math.floor(video.currentTime);
      if (second !== last) {
        last = second;
        onSecond?.(second);
      }
    };
    const onMeta = () => {
      setDuration(video.duration || 0);
      if (startAt !== null) video.currentTime = startAt;
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    video.addEventListener('loadedmetadata', onMeta);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('loadedmetadata', onMeta);
    };
  }, [onSecond, startAt]);

  return (
    <div className={styles.root}>
      <video ref={videoRef} className={styles.video} playsInline preload="metadata" aria-label={title} crossOrigin="anonymous">
        <source src={src} type="video/mp4" />
        {track ? <track kind="captions" label="English" srcLang="en" src={track} default /> : null}
      </video>
      {progress && duration > 0
        ? createPortal(
            markers.map((time) => (
              // Positions depend on the video's length, known only at run time.
              <span key={time} className={styles.marker} style={{ left: `${(time / duration) * 100}%` }} data-testid="search-marker" />
            )),
            progress,
          )
        : null}
    </div>
  );
}
