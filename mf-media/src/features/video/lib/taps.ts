/** Two taps closer than this are a double tap (§9: the first of the two double-tap windows). */
export const DOUBLE_TAP_MS = 500;
/**
 * A lone tap waits this long before it counts as a single tap (§9: the second window). It outlasts
 * DOUBLE_TAP_MS so the second tap of a double always arrives before the first is taken as a single
 * tap; the 50 ms between them absorbs a timer that fires late.
 */
export const SINGLE_TAP_WAIT_MS = 550;
/** Controls shown by a tap hide after this while playing (§9). */
export const MOBILE_CONTROLS_MS = 5000;

/** Whether a tap at `now` makes a double tap with the pending tap at `previousTapAt`. */
export function tapAction(previousTapAt: number | null, now: number): 'double' | 'single' {
  return previousTapAt !== null && now - previousTapAt <= DOUBLE_TAP_MS ? 'double' : 'single';
}

/** What a recognised tap does; `zone` is the zone of the tap (for a double tap, of its second tap). */
export interface TapHandlers<Zone> {
  onSingle: (zone: Zone) => void;
  onDouble: (zone: Zone) => void;
}

/** Feeds taps in, and drops a tap still waiting (on unmount). */
export interface TapRecognizer<Zone> {
  tap: (zone: Zone) => void;
  cancel: () => void;
}

/**
 * Tells single from double taps: a second tap within DOUBLE_TAP_MS is a double tap, and only that
 * happens; a tap with no second one is a single tap, SINGLE_TAP_WAIT_MS after it. So a double tap
 * skips without first flashing the controls.
 */
export function createTapRecognizer<Zone>(
  handlers: () => TapHandlers<Zone>,
  now: () => number = Date.now,
): TapRecognizer<Zone> {
  let pending: { at: number; zone: Zone; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  return {
    cancel,
    tap(zone) {
      const at = now();
      const previous = pending;
      cancel();
      if (previous && tapAction(previous.at, at) === 'double') {
        handlers().onDouble(zone);
        return;
      }
      // A tap that was still waiting but is too old for a double tap is a single tap of its own.
      if (previous) handlers().onSingle(previous.zone);
      const timer = setTimeout(() => {
        pending = null;
        handlers().onSingle(zone);
      }, SINGLE_TAP_WAIT_MS);
      pending = { at, zone, timer };
    },
  };
}
