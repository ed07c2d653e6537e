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

/** The local day key (YYYY-MM-DD) of a video's start in the zone. */
export function videoDayKey(video: Video, timeZone: string): string {
  return moment.tz(recordingStartMs(video), timeZone).format('YYYY-MM-DD');
}

/** Day keys having at least one recording. */
export function daysWithRecordings(videos: readonly Video[], timeZone: string): Set<string> {
  return new Set(videos.map((v) => videoDayKey(v, timeZone)));
}

/** Recordings of one day key. */
export function videosOnDay(videos: readonly Video[], dayKey: string, timeZone: string): Video[] {
  return videos.filter((v) => videoDayKey(v, timeZone) === dayKey);
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
