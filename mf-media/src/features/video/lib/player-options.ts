/** Playback speeds (§9). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** Skip length in seconds (§9). */
export const SKIP_SECONDS = 10;

/** Picture-in-picture is hidden on Firefox and on Chrome for Android (§2). */
export function allowsPictureInPicture(userAgent: string): boolean {
  if (/Firefox\//.test(userAgent)) return false;
  if (/Android/.test(userAgent) && /Chrome\//.test(userAgent)) return false;
  return true;
}

/** The player's controls in order (§2). */
export function playerControls(userAgent: string): string[] {
  return [
    'play-large',
    'rewind',
    'play',
    'fast-forward',
    'progress',
    'current-time',
    'duration',
    'mute',
    'volume',
    'captions',
    'settings',
    ...(allowsPictureInPicture(userAgent) ? ['pip'] : []),
    'fullscreen',
  ];
}

/** The timestamp query parameter as whole seconds (§2), null when absent or not a number. */
export function startSeconds(search: string): number | null {
  const raw = new URLSearchParams(search).get('timestamp');
  if (raw === null) return null;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
