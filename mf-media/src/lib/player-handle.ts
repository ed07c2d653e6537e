/**
 * What the video page's player lets other features do with it. It lives at the remote level
 * because both the player and watch tracking depend on it, and features never import each other.
 */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  /** The media element, for watch tracking. */
  media(): HTMLVideoElement | null;
  /** Starts playback (a browser may refuse it until the user has interacted with the page). */
  play(): void;
  togglePlay(): void;
  /** Moves the playhead by some seconds, within the recording. */
  skip(seconds: number): void;
  /** Turns closed captions on or off; nothing without captions. */
  toggleCaptions(): void;
  toggleFullscreen(): void;
}
