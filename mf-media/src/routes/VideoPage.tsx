import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Caption1, Spinner } from '@fluentui/react-components';
import { messages } from '../messages';
import { useDisplayTimeZone } from '@cedar/shared/auth';
import { useChat, useTranscript, useVideo } from '../features/video/api/video-api';
import { SKIP_SECONDS, startSeconds } from '../features/video/lib/player-options';
import { createTranscriptSearch } from '@cedar/shared/domain';
import { LoadError } from '@cedar/shared/ui';
import { Player, type PlayerHandle } from '../features/video/components/Player/Player';
import { VideoDetails, VideoHeader } from '../features/video/components/VideoInfo/VideoInfo';
import { SharePopup } from '../features/video/components/SharePopup/SharePopup';
import { TranscriptSearch } from '../features/video/components/TranscriptSearch/TranscriptSearch';
import { SidePanel } from '../features/video/components/SidePanel/SidePanel';
import { VideoUnavailable } from '../features/video/components/VideoUnavailable/VideoUnavailable';
import { ResumePrompt } from '../features/video/components/ResumePrompt/ResumePrompt';
import { TranscriptDownload } from '../features/video/components/TranscriptDownload/TranscriptDownload';
import {
  KeyboardShortcuts,
  type PlayerShortcut,
} from '../features/video/components/KeyboardShortcuts/KeyboardShortcuts';
import { useWatchTracking } from '../features/watch-tracking/use-watch-tracking';
import { RESUME_MARGIN_SECONDS, useResumePoint } from '../features/watch-tracking/resume';
import { useVideoPageStyles } from './VideoPage.styles';

/** One recorded session (§2 Video page): player, info, share, transcript search and the side panel. */
export default function VideoPage() {
  const { videoUUId } = useParams();
  // Another video starts afresh: its own player, search, resume offer and playback position.
  return <RecordedSession key={videoUUId} videoUUId={videoUUId} />;
}

function RecordedSession({ videoUUId }: { videoUUId: string | undefined }) {
  const styles = useVideoPageStyles();
  const t = messages.videoPage;
  const { search } = useLocation();
  const timeZone = useDisplayTimeZone();
  const { data: video, error, isValidating, mutate: retry } = useVideo(videoUUId);
  const transcript = useTranscript(video);
  const chat = useChat(video);
  const playerRef = useRef<PlayerHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [second, setSecond] = useState(0);
  const [duration, setDuration] = useState(0);
  const [resumeClosed, setResumeClosed] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [position, setPosition] = useState(0);
  const startAt = useMemo(() => startSeconds(search), [search]);
  // Prepared once per transcript so each keystroke of the search stays cheap on long recordings.
  const searchTranscript = useMemo(() => (transcript ? createTranscriptSearch(transcript) : null), [transcript]);
  const matches = useMemo(() => searchTranscript?.(searchText) ?? [], [searchTranscript, searchText]);
  const markers = useMemo(() => matches.map((i) => transcript![i]!.start), [matches, transcript]);
  useWatchTracking(video ?? null, playerRef);
  const resumeAt = useResumePoint(video);

  const seek = useCallback((seconds: number) => playerRef.current?.seek(seconds), []);
  const onShortcut = useCallback((action: PlayerShortcut) => {
    const player = playerRef.current;
    if (action === 'search') searchRef.current?.focus();
    else if (action === 'togglePlay') player?.togglePlay();
    else if (action === 'back') player?.skip(-SKIP_SECONDS);
    else if (action === 'forward') player?.skip(SKIP_SECONDS);
    else if (action === 'captions') player?.toggleCaptions();
    else player?.toggleFullscreen();
  }, []);
  // A timestamp link says where to start; otherwise offer the resume point until it is chosen, dismissed
  // or played past, and not when the recording turns out to end within the margin.
  const showResume =
    resumeAt !== null &&
    startAt === null &&
    !resumeClosed &&
    second <= resumeAt &&
    !(duration > 0 && resumeAt > duration - RESUME_MARGIN_SECONDS);
  const onResume = () => {
    setResumeClosed(true);
    if (resumeAt === null) return;
    seek(resumeAt);
    playerRef.current?.play();
  };
  // Typing highlights the matches and their markers but leaves the playhead where the learner is;
  // only a step (↑/↓) or a click on a match seeks (DECISIONS, Learner screens).
  const onSearch = (text: string) => {
    if (text === searchText) return;
    setSearchText(text);
    setPosition(0);
  };
  const onStep = (delta: 1 | -1) => {
    if (matches.length === 0) return;
    const next = (position + delta + matches.length) % matches.length;
    setPosition(next);
    seek(transcript![matches[next]!]!.start);
  };

  if (video === undefined && !error) {
    return (
      <div className={styles.spinner}>
        <Spinner label={t.loading} />
      </div>
    );
  }
  // A failed load is not a missing recording: it says so and can be retried.
  if (video === undefined) {
    return (
      <div className={styles.notice}>
        <LoadError text={t.loadFailed} busy={isValidating} onRetry={() => void retry()} />
      </div>
    );
  }
  // No video for the id (unknown or archived): said in words, with the way back (DECISIONS).
  if (!video) return <VideoUnavailable />;

  const pageUrl = `${window.location.origin}/media/${video.uuid}`;
  const searchBox = (
    <TranscriptSearch
      available={Boolean(transcript)}
      searchText={searchText}
      total={matches.length}
      position={position}
      onSearch={onSearch}
      onStep={onStep}
      inputRef={searchRef}
    />
  );
  return (
    <article className={styles.root} aria-label={video.title ?? undefined}>
      <VideoHeader video={video} timeZone={timeZone} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <div className={styles.stage}>
            <Player
              src={video.video_cdn_url}
              title={video.title ?? ''}
              captions={transcript}
              startAt={startAt}
              markers={markers}
              onSecond={setSecond}
              onDuration={setDuration}
              playerRef={playerRef}
            />
            {showResume ? (
              <div className={styles.resume}>
                <ResumePrompt at={resumeAt} onResume={onResume} onDismiss={() => setResumeClosed(true)} />
              </div>
            ) : null}
          </div>
          <div className={styles.toolbar}>
            {transcript === null ? <Caption1 className={styles.note}>{t.captionsUnavailable}</Caption1> : <span />}
            <div className={styles.actions}>
              {transcript ? <TranscriptDownload title={video.title} rows={transcript} /> : null}
              <SharePopup url={pageUrl} currentTime={() => playerRef.current?.currentTime() ?? 0} />
              <KeyboardShortcuts onShortcut={onShortcut} className={styles.shortcutsButton} />
            </div>
          </div>
          <VideoDetails video={video} />
        </div>
        <div className={styles.side}>
          {searchBox}
          <SidePanel
            transcript={transcript}
            chat={chat}
            currentTime={second}
            matches={matches}
            currentMatch={matches.length > 0 ? (matches[position] ?? null) : null}
            onSeek={seek}
          />
        </div>
      </div>
    </article>
  );
}
