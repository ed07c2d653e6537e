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

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * YYYY-MM-DD of a day since the epoch, by the proleptic Gregorian calendar's arithmetic (eras of
 * 400 years, years from March): a third of the cost of formatting a Date, for each distinct day.
 */
function dayKeyOf(day: number): string {
  const shifted = day + 719_468; // days from 0000-03-01
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${twoDigits(month)}-${twoDigits(dayOfMonth)}`;
}

/** The local day key (YYYY-MM-DD) of a video's start. */
export function videoDayKey(video: LibraryVideoFacts, offsetAt: UtcOffsetAt): string {
  return dayKeyOf(localDayIn(offsetAt)(video));
}

/** Day keys having at least one recording (each distinct day formatted once). */
export function daysWithRecordings(videos: readonly LibraryVideoFacts[], offsetAt: UtcOffsetAt): Set<string> {
  const dayOf = localDayIn(offsetAt);
  const days = new Set<number>();
  for (const video of videos) days.add(dayOf(video));
  const keys = new Set<string>();
  for (const day of days) keys.add(dayKeyOf(day));
  return keys;
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
