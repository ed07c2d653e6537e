import { instantMs } from './instants.ts';

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
  instantMs(video.video_details.recording_start ?? '') || 0;

function anyIn(values: readonly string[], wanted: ReadonlySet<string>): boolean {
  for (let i = 0; i < values.length; i += 1) if (wanted.has(values[i]!)) return true;
  return false;
}

/**
 * Videos of the cohort's calendars, newest first; none without calendar ids. The API leaves out
 * deleted and archived videos; a `deleted` or `archived` flag, if ever present, is honoured too.
 */
export function libraryVideos<V extends LibraryVideoFacts>(videos: readonly V[], calendarIds: readonly string[]): V[] {
  if (calendarIds.length === 0) return [];
  const ids = new Set(calendarIds);
  const kept: V[] = [];
  const starts: number[] = [];
  // Plain loops: this runs over every video of each new answer (10,000 in the bench).
  for (const video of videos) {
    const flags = video as V & { deleted?: boolean; archived?: boolean };
    if (flags.deleted || flags.archived || !anyIn(video.google_calendar_ids, ids)) continue;
    kept.push(video);
    // Each start is parsed once, not once per comparison.
    starts.push(recordingStartMs(video));
  }
  return newestFirst(kept, starts);
}

/**
 * Sorted by start, newest first; ties keep their order. The API sends the library oldest first,
 * so that order is turned round in one pass (runs of equal starts keep theirs) and a sort is
 * left for any other order.
 */
function newestFirst<V>(videos: V[], starts: number[]): V[] {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < starts.length && (ascending || descending); i += 1) {
    if (starts[i]! < starts[i - 1]!) ascending = false;
    if (starts[i]! > starts[i - 1]!) descending = false;
  }
  if (descending) return videos;
  if (ascending) {
    const reversed: V[] = [];
    // From the last run of equal starts to the first, each run in its own order.
    for (let end = videos.length; end > 0;) {
      let begin = end - 1;
      while (begin > 0 && starts[begin - 1] === starts[end - 1]) begin -= 1;
      for (let i = begin; i < end; i += 1) reversed.push(videos[i]!);
      end = begin;
    }
    return reversed;
  }
  return videos
    .map((video, i) => ({ video, start: starts[i]! }))
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
    const at = instantMs(entry.created_date) || 0;
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
