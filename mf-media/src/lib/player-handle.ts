/**
 * What the video page's player lets other features do with it. It lives at the remote level
 * because both the player and watch tracking depend on it, and features never import each other.
 */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  /** The media element, for watch tracking. */
  media(): HTMLVideoElement | null;
}
