import type { Video, ViewHistoryEntry } from '../../../lib/types';
import { moment } from '../../../lib/moment';

/** Recently Added holds the 8 newest (§9). */
export const RECENTLY_ADDED_COUNT = 8;
const NEW_BADGE_MS = 4 * 24 * 60 * 60 * 1000;
/** Fewer videos than this and the carousel arrows dim (§2). */
export const CAROUSEL_DIM_BELOW = 5;

const startMs = (video: Video) => Date.parse(video.video_details.recording_start ?? '') || 0;

/**
 * Videos of the cohort's calendars, newest first; none without calendar ids. The API leaves out
 * deleted and archived videos; a `deleted` or `archived` flag, if ever present, is honoured too.
 */
export function libraryVideos(videos: readonly Video[], calendarIds: readonly string[]): Video[] {
  if (calendarIds.length === 0) return [];
  const ids = new Set(calendarIds);
  return videos
    .filter((v) => {
      const flags = v as Video & { deleted?: boolean; archived?: boolean };
      return !flags.deleted && !flags.archived && v.google_calendar_ids.some((id) => ids.has(id));
    })
    .sort((a, b) => startMs(b) - startMs(a));
}

/** The 8 newest of an already sorted library. */
export function recentlyAdded(sorted: readonly Video[]): Video[] {
  return sorted.slice(0, RECENTLY_ADDED_COUNT);
}

/** Library videos the user watched, the latest view first, each once. */
export function recentlyViewed(sorted: readonly Video[], history: readonly ViewHistoryEntry[]): Video[] {
  const lastViewed = new Map<number, number>();
  for (const entry of history) {
    const at = Date.parse(entry.created_date) || 0;
    if ((lastViewed.get(entry.video_id) ?? -1) < at) lastViewed.set(entry.video_id, at);
  }
  return sorted.filter((v) => lastViewed.has(v.id)).sort((a, b) => lastViewed.get(b.id)! - lastViewed.get(a.id)!);
}

/** The 'new' badge: the recording started fewer than 4 days before `now`. */
export function isNewVideo(video: Video, now: number): boolean {
  const age = now - startMs(video);
  return age >= 0 && age < NEW_BADGE_MS;
}

/** Up to 3 tags, shortest first (ties keep their order). */
export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return [...(tags ?? [])]
    .filter((t) => t.trim() !== '')
    .sort((a, b) => a.length - b.length)
    .slice(0, 3);
}

/** Recording date as MMDDYY in the zone. */
export function recordingDate(video: Video, timeZone: string): string {
  return startMs(video) ? moment.tz(startMs(video), timeZone).format('MMDDYY') : video.recordingDate;
}

/** The local day key (YYYY-MM-DD) of a video's start in the zone. */
export function videoDayKey(video: Video, timeZone: string): string {
  return moment.tz(startMs(video), timeZone).format('YYYY-MM-DD');
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
