/** An event may be joined this long before it starts (§9: join-early window 10 minutes). */
export const JOIN_EARLY_MS = 10 * 60 * 1000;

/** The Classes & Events panel recomputes event states this often (§9: 5000 ms). */
export const EVENT_STATE_REFRESH_MS = 5000;

/** Today's recordings are asked for again this often (§9: 60000 ms). */
export const TODAY_RECORDINGS_REFRESH_MS = 60_000;

/** State of a calendar event at a moment (§4 Event state). */
export type EventState = 'is_live' | 'is_passed' | 'is_join_early' | 'is_future';

/** What the event-state rule reads. */
export interface EventTimes {
  start_date_time: string;
  end_date_time: string;
}

/**
 * The state of an event at `now` (§4): live from start to end inclusive, passed after the
 * end, join-early when the start is at most 10 minutes away, else future.
 */
export function eventState(event: EventTimes, now: Date): EventState {
  const start = Date.parse(event.start_date_time);
  const end = Date.parse(event.end_date_time);
  const at = now.getTime();
  if (at >= start && at <= end) return 'is_live';
  if (at > end) return 'is_passed';
  return start - at <= JOIN_EARLY_MS ? 'is_join_early' : 'is_future';
}
