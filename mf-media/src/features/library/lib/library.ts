import {
  type UtcOffsetAt,
  daysWithRecordings as recordingDays,
  recordingStartMs,
  videoDayKey as dayKeyIn,
  videosOnDay as recordingsOnDay,
} from '@cedar/shared/domain';
import type { Video } from '../../../lib/types';
import { moment } from '@cedar/shared/dates';

/** Fewer videos than this and the carousel arrows dim (§2). */
export const CAROUSEL_DIM_BELOW = 5;

/** Recording date as MMDDYY in the zone. */
export function recordingDate(video: Video, timeZone: string): string {
  const start = recordingStartMs(video);
  return start ? moment.tz(start, timeZone).format('MMDDYY') : video.recordingDate;
}

/** The zone's offset rule for the shared day rules; an unknown zone counts as UTC. */
function offsetIn(timeZone: string): UtcOffsetAt {
  const zone = moment.tz.zone(timeZone);
  return (ms) => (zone ? zone.utcOffset(ms) : 0);
}

/** The local day key (YYYY-MM-DD) of a video's start in the zone. */
export function videoDayKey(video: Video, timeZone: string): string {
  return dayKeyIn(video, offsetIn(timeZone));
}

/** Day keys having at least one recording. */
export function daysWithRecordings(videos: readonly Video[], timeZone: string): Set<string> {
  return recordingDays(videos, offsetIn(timeZone));
}

/** Recordings of one day key. */
export function videosOnDay(videos: readonly Video[], dayKey: string, timeZone: string): Video[] {
  return recordingsOnDay(videos, dayKey, offsetIn(timeZone));
}

/** Items a carousel shows at a width (§2): 4, 3.5, 3, 2.7, 2, 1 or 1. */
export function carouselItemsPerView(width: number): number {
  if (width >= 1400) return 4;
  if (width >= 1200) return 3.5;
  if (width >= 1024) return 3;
  if (width >= 900) return 2.7;
  if (width >= 600) return 2;
  return 1;
}

/**
 * The steps of a carousel of `count` cards showing `perView` at a time: whole-card steps from 0,
 * the last one clamped so the last card ends flush with the right edge. With a fractional
 * `perView` that last step is fractional too (8 cards at 3.5: 0, 1, 2, 3, 4, 4.5), never a blank
 * part-card after the last one.
 */
export function carouselSteps(count: number, perView: number): number[] {
  // Rounded to a thousandth, so 8 - 2.7 is 5.3 and not 5.300000000000001.
  const maxOffset = Math.max(0, Math.round((count - perView) * 1000) / 1000);
  return Array.from({ length: Math.ceil(maxOffset) + 1 }, (_, step) => Math.min(step, maxOffset));
}

/** Dots show on narrow screens only. */
export function carouselShowsDots(width: number): boolean {
  return width < 600;
}
