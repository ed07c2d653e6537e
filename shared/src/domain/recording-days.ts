import { type LibraryVideoFacts, recordingStartMs } from './media-library.ts';

/**
 * A time zone's offset at an instant, in minutes west of UTC (moment's `zone.utcOffset(ms)`):
 * the caller brings the zone data, so the rule stays free of any date library.
 */
export type UtcOffsetAt = (ms: number) => number;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days since the epoch of a video's start on the zone's calendar. The Watch page's calendar asks
 * it of every video of the library: the zone's offset at the instant is all a date needs, where
 * a formatted date per video cost about four times as much.
 */
function localDayIn(offsetAt: UtcOffsetAt): (video: LibraryVideoFacts) => number {
  return (video) => {
    const start = recordingStartMs(video);
    return Math.floor((start - offsetAt(start) * 60_000) / DAY_MS);
  };
}

const dayKeyOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The local day key (YYYY-MM-DD) of a video's start. */
export function videoDayKey(video: LibraryVideoFacts, offsetAt: UtcOffsetAt): string {
  return dayKeyOf(localDayIn(offsetAt)(video));
}

/** Day keys having at least one recording (each distinct day formatted once). */
export function daysWithRecordings(videos: readonly LibraryVideoFacts[], offsetAt: UtcOffsetAt): Set<string> {
  return new Set([...new Set(videos.map(localDayIn(offsetAt)))].map(dayKeyOf));
}

/** Recordings of one day key. */
export function videosOnDay<V extends LibraryVideoFacts>(
  videos: readonly V[],
  dayKey: string,
  offsetAt: UtcOffsetAt,
): V[] {
  const dayOf = localDayIn(offsetAt);
  const wanted = Date.parse(`${dayKey}T00:00:00Z`) / DAY_MS;
  return videos.filter((v) => dayOf(v) === wanted);
}
