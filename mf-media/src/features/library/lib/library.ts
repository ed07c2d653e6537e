import { recordingStartMs } from '@cedar/shared/domain';
import type { Video } from '../../../lib/types';
import { moment } from '../../../lib/moment';

/** Fewer videos than this and the carousel arrows dim (§2). */
export const CAROUSEL_DIM_BELOW = 5;

/** Recording date as MMDDYY in the zone. */
export function recordingDate(video: Video, timeZone: string): string {
  const start = recordingStartMs(video);
  return start ? moment.tz(start, timeZone).format('MMDDYY') : video.recordingDate;
}

/**
 * The day key (YYYY-MM-DD) of a video's start in the zone. The calendar asks it of every video of
 * the library: the zone's offset at the instant (a search over its transitions) is all a date needs,
 * where a moment per video cost about four times as much. An unknown zone counts as UTC.
 */
function dayKeyIn(timeZone: string): (video: Video) => string {
  const zone = moment.tz.zone(timeZone);
  return (video) => {
    const start = recordingStartMs(video);
    return new Date(start - (zone ? zone.utcOffset(start) : 0) * 60_000).toISOString().slice(0, 10);
  };
}

/** The local day key (YYYY-MM-DD) of a video's start in the zone. */
export function videoDayKey(video: Video, timeZone: string): string {
  return dayKeyIn(timeZone)(video);
}

/** Day keys having at least one recording. */
export function daysWithRecordings(videos: readonly Video[], timeZone: string): Set<string> {
  const dayKey = dayKeyIn(timeZone);
  return new Set(videos.map(dayKey));
}

/** Recordings of one day key. */
export function videosOnDay(videos: readonly Video[], dayKey: string, timeZone: string): Video[] {
  const keyOf = dayKeyIn(timeZone);
  return videos.filter((v) => keyOf(v) === dayKey);
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

/** Dots show on narrow screens only. */
export function carouselShowsDots(width: number): boolean {
  return width < 600;
}
