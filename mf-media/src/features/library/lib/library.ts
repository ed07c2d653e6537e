import { recordingStartMs } from '@cedar/shared/domain';
import type { Video } from '../../../lib/types';
import { moment } from '@cedar/shared/dates';

/** Fewer videos than this and the carousel arrows dim (§2). */
export const CAROUSEL_DIM_BELOW = 5;

/** Recording date as MMDDYY in the zone. */
export function recordingDate(video: Video, timeZone: string): string {
  const start = recordingStartMs(video);
  return start ? moment.tz(start, timeZone).format('MMDDYY') : video.recordingDate;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days since the epoch of a video's start on the zone's calendar. The calendar asks it of every
 * video of the library: the zone's offset at the instant (a search over its transitions) is all a
 * date needs, where a moment per video cost about four times as much. An unknown zone counts as UTC.
 */
function localDayIn(timeZone: string): (video: Video) => number {
  const zone = moment.tz.zone(timeZone);
  return (video) => {
    const start = recordingStartMs(video);
    return Math.floor((start - (zone ? zone.utcOffset(start) : 0) * 60_000) / DAY_MS);
  };
}

const dayKeyOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The local day key (YYYY-MM-DD) of a video's start in the zone. */
export function videoDayKey(video: Video, timeZone: string): string {
  return dayKeyOf(localDayIn(timeZone)(video));
}

/** Day keys having at least one recording (each distinct day formatted once). */
export function daysWithRecordings(videos: readonly Video[], timeZone: string): Set<string> {
  return new Set([...new Set(videos.map(localDayIn(timeZone)))].map(dayKeyOf));
}

/** Recordings of one day key. */
export function videosOnDay(videos: readonly Video[], dayKey: string, timeZone: string): Video[] {
  const dayOf = localDayIn(timeZone);
  const wanted = Date.parse(`${dayKey}T00:00:00Z`) / DAY_MS;
  return videos.filter((v) => dayOf(v) === wanted);
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
