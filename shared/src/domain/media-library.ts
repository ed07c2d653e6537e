/** What the library rules read of a video (learner-dashboard §2 Watch page, §9). */
export interface LibraryVideoFacts {
  id: number;
  google_calendar_ids: readonly string[];
  video_details: { recording_start: string | null };
}

/** A view of the user's view history: which video, when. */
export interface VideoViewFacts {
  video_id: number;
  created_date: string;
}

/** Recently Added holds the 8 newest (§9). */
export const RECENTLY_ADDED_COUNT = 8;
const NEW_BADGE_MS = 4 * 24 * 60 * 60 * 1000;

/** The recording start in epoch milliseconds; 0 when it is missing or unreadable. */
export const recordingStartMs = (video: LibraryVideoFacts): number =>
  Date.parse(video.video_details.recording_start ?? '') || 0;

/**
 * Videos of the cohort's calendars, newest first; none without calendar ids. The API leaves out
 * deleted and archived videos; a `deleted` or `archived` flag, if ever present, is honoured too.
 */
export function libraryVideos<V extends LibraryVideoFacts>(videos: readonly V[], calendarIds: readonly string[]): V[] {
  if (calendarIds.length === 0) return [];
  const ids = new Set(calendarIds);
  // Each start is parsed once, not once per comparison.
  return videos
    .filter((v) => {
      const flags = v as V & { deleted?: boolean; archived?: boolean };
      return !flags.deleted && !flags.archived && v.google_calendar_ids.some((id) => ids.has(id));
    })
    .map((video) => ({ video, start: recordingStartMs(video) }))
    .sort((a, b) => b.start - a.start)
    .map(({ video }) => video);
}

/** The 8 newest of an already sorted library. */
export function recentlyAdded<V>(sorted: readonly V[]): V[] {
  return sorted.slice(0, RECENTLY_ADDED_COUNT);
}

/** Library videos the user watched, the latest view first, each once. */
export function recentlyViewed<V extends LibraryVideoFacts>(
  sorted: readonly V[],
  history: readonly VideoViewFacts[],
): V[] {
  const lastViewed = new Map<number, number>();
  for (const entry of history) {
    const at = Date.parse(entry.created_date) || 0;
    if ((lastViewed.get(entry.video_id) ?? -1) < at) lastViewed.set(entry.video_id, at);
  }
  return sorted.filter((v) => lastViewed.has(v.id)).sort((a, b) => lastViewed.get(b.id)! - lastViewed.get(a.id)!);
}

/** The 'new' badge: the recording started fewer than 4 days before `now`. */
export function isNewVideo(video: LibraryVideoFacts, now: number): boolean {
  const age = now - recordingStartMs(video);
  return age >= 0 && age < NEW_BADGE_MS;
}

/** Up to 3 tags, shortest first (ties keep their order). */
export function cardTags(tags: readonly string[] | null | undefined): string[] {
  return [...(tags ?? [])]
    .filter((t) => t.trim() !== '')
    .sort((a, b) => a.length - b.length)
    .slice(0, 3);
}
