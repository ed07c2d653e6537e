import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type Plyr from 'plyr';
import { mergeClasses } from '@fluentui/react-components';
import { useMediaQuery } from '@cedar/shared/ui';
import { loadPlyr } from '../../lib/load-plyr';
import { MOBILE_CONTROLS_MS } from '../../lib/taps';
import { MobileControls } from '../MobileControls/MobileControls';
import { PLAYBACK_SPEEDS, SKIP_SECONDS, playerControls } from '../../lib/player-options';
import type { TranscriptRow } from '@cedar/shared/domain';
import { usePlayerStyles } from './Player.styles';
import { useCaptionTrack } from './use-caption-track';
import type { PlayerHandle } from '../../../../lib/player-handle';

export type { PlayerHandle };

/** Props of Player. */
export interface PlayerProps {
  /** The recording; null shows the player without one. */
  src: string | null;
  title: string;
  /** Transcript rows for the captions; null or empty means no captions. */
  captions: readonly TranscriptRow[] | null | undefined;
  /** Seconds to start at (the timestamp query parameter). */
  startAt: number | null;
  /** Search-match times in seconds, shown as markers on the progress bar. */
  markers: readonly number[];
  /** Called once per whole second of playback position, and with the exact position after each seek. */
  onSecond?: (seconds: number) => void;
  /** Called with the recording's length in seconds once known. */
  onDuration?: (seconds: number) => void;
  playerRef?: Ref<PlayerHandle>;
  /** Mobile layout (below the medium breakpoint); defaults to the screen width. */
  compact?: boolean;
}

/** Below the medium breakpoint (900 px) the video page uses its mobile layout. */
export const BELOW_MEDIUM_QUERY = '(max-width: 899.98px)';

/** plyr over a video element: the spec's controls, 10 s skips, speeds 0.5-2, captions from the transcript. */
export function Player({
  src,
  title,
  captions,
  startAt,
  markers,
  onSecond,
  onDuration,
  playerRef,
  compact,
}: PlayerProps) {
  const styles = usePlayerStyles();
  const belowMedium = useMediaQuery(BELOW_MEDIUM_QUERY);
  const mobile = compact ?? belowMedium;
  const [captionsOn, setCaptionsOn] = useState(true);
  const [speed, setSpeed] = useState(1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  const videoRef = useRef<HTMLVideoElement>(null);
  const plyrRef = useRef<Plyr | null>(null);
  const [progress, setProgress] = useState<HTMLElement | null>(null);
  const [duration, setDuration] = useState(0);
  const track = useCaptionTrack(captions);
  const captionsAvailable = Boolean(captions && captions.length > 0);

  useImperativeHandle(playerRef, () => {
    const play = () => {
      // A refused play() (autoplay rules) leaves the player paused; there is nothing else to do.
      videoRef.current?.play()?.catch(() => {});
    };
    return {
      seek(seconds) {
        const video = videoRef.current;
        if (video) video.currentTime = seconds;
      },
      currentTime: () => videoRef.current?.currentTime ?? 0,
      media: () => videoRef.current,
      play,
      togglePlay() {
        const video = videoRef.current;
        if (!video) return;
        if (video.paused) play();
        else video.pause();
      },
      skip(seconds) {
        const video = videoRef.current;
        if (!video) return;
        const end = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : Infinity;
        video.currentTime = Math.min(end, Math.max(0, video.currentTime + seconds));
      },
      toggleCaptions() {
        if (!captionsAvailable) return;
        const player = plyrRef.current;
        if (player) player.toggleCaptions();
        else setCaptionsOn((on) => !on);
      },
      toggleFullscreen() {
        plyrRef.current?.fullscreen.toggle();
      },
    };
  }, [captionsAvailable]);

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
      // The video page handles every shortcut itself (KeyboardShortcuts): plyr's own would toggle twice,
      // and its 'l' means loop where ours skips forward.
      keyboard: { focused: false, global: false },
    });
    plyrRef.current = player;
    // Captions turned on or off anywhere (plyr's button, the c key) show in the mobile Additional Controls.
    player.on('captionsenabled', () => setCaptionsOn(true));
    player.on('captionsdisabled', () => setCaptionsOn(false));
    player.on('ready', () =>
      setProgress(player.elements?.container?.querySelector<HTMLElement>('.plyr__progress') ?? null),
    );
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
    const onTime = (event: Event) => {
      const second = Math.floor(video.currentTime);
      // After a seek (a search match, a transcript row) the row starting mid-second is the current one at once.
      if (event.type === 'seeked') {
        last = second;
        onSecond?.(video.currentTime);
      } else if (second !== last) {
        last = second;
        onSecond?.(second);
      }
    };
    const onMeta = () => {
      setDuration(video.duration || 0);
      onDuration?.(video.duration || 0);
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
  }, [onSecond, onDuration, startAt]);

  return (
    <div className={mergeClasses(styles.root, mobile && styles.compact)}>
      <video
        ref={videoRef}
        className={styles.video}
        playsInline
        preload="metadata"
        aria-label={title}
        crossOrigin="anonymous"
      >
        {src ? <source src={src} type="video/mp4" /> : null}
        {track ? <track kind="captions" label="English" srcLang="en" src={track} default /> : null}
      </video>
      {mobile ? (
        <MobileControls
          captionsAvailable={captionsAvailable}
          captionsOn={captionsOn}
          speed={speed}
          onSkip={(seconds) => {
            const video = videoRef.current;
            if (video) video.currentTime = Math.max(0, video.currentTime + seconds);
          }}
          onShowControls={() => {
            const player = plyrRef.current;
            clearTimeout(hideTimer.current);
            // The tap's compatibility mouse events leave plyr's container, and plyr hides its controls on
            // that in a zero-delay timer: showing them from a timer set later keeps them shown.
            hideTimer.current = setTimeout(() => {
              player?.toggleControls(true);
              hideTimer.current = setTimeout(() => {
                if (player && player.playing) player.toggleControls(false);
              }, MOBILE_CONTROLS_MS);
            }, 0);
          }}
          onCaptions={(on) => {
            setCaptionsOn(on);
            plyrRef.current?.toggleCaptions(on);
          }}
          onSpeed={(value) => {
            setSpeed(value);
            if (plyrRef.current) plyrRef.current.speed = value;
            else if (videoRef.current) videoRef.current.playbackRate = value;
          }}
        />
      ) : null}
      {progress && duration > 0
        ? createPortal(
            markers.map((time) => (
              // Positions depend on the video's length, known only at run time.
              <span
                key={time}
                className={styles.marker}
                style={{ left: `${(time / duration) * 100}%` }}
                data-testid="search-marker"
              />
            )),
            progress,
          )
        : null}
    </div>
  );
}
