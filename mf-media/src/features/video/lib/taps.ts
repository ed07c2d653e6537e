/** Two taps closer than this are a double tap (§9). */
export const DOUBLE_TAP_MS = 500;
/** Controls shown by a tap hide after this while playing (§9). */
export const MOBILE_CONTROLS_MS = 5000;

/** What a tap on a skip zone does: a double tap skips, a single tap shows the controls. */
export function tapAction(previousTapAt: number | null, now: number): 'double' | 'single' {
  return previousTapAt !== null && now - previousTapAt <= DOUBLE_TAP_MS ? 'double' : 'single';
}
