import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import {
  createTranscriptSearch,
  currentRowIndex,
  libraryVideos,
  recentlyAdded,
  daysWithRecordings,
  recentlyViewed,
  type TranscriptRow,
  type UtcOffsetAt,
} from '@cedar/shared/domain';
import { quantile } from './http-load.ts';
import { type BenchVideo, generateLibrary, generateTranscript, seededRandom } from './media-data.ts';

/** Median, p95 and max of a set of timings (any unit). */
export interface Spread {
  count: number;
  median: number;
  p95: number;
  max: number;
  /** Every value, ascending. */
  sorted: number[];
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1)!,
    sorted,
  };
}

/**
 * A reader of the milliseconds this thread has spent runnable but waiting for a CPU (Linux
 * schedstat, accounted at every switch), or null where there is none. On a shared machine the
 * wall clock also counts the time other processes held the core; taking the wait out of a
 * sample leaves what the work itself took.
 */
export function cpuWaitReader(): { read: () => number; close: () => void } | null {
  try {
    const fd = openSync('/proc/thread-self/schedstat', 'r');
    const buffer = Buffer.alloc(128);
    return {
      read: () => Number(buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0)).split(' ')[1]) / 1e6,
      close: () => closeSync(fd),
    };
  } catch {
    return null;
  }
}

/** How many values exceed a limit. */
export const over = (s: Spread, limit: number): number => s.sorted.filter((value) => value > limit).length;

/** Queries a learner might type into the transcript search, typed one character at a time. */
export const TYPED_QUERIES = ['event loop', 'async function', 'useEffect cleanup', 'git rebase', 'status code 404'];

export interface TranscriptSearchFigures {
  rows: number;
  /** Preparing the search once per transcript (lower-casing every row), ms per transcript. */
  prepareMs: Spread;
  /** Each keystroke with the prepared search: typing on, then three backspaces, ms. */
  keystrokeMs: Spread;
  /** The same keystrokes less the time the thread waited for a CPU, ms (null without schedstat). */
  keystrokeOnCpuMs: Spread | null;
  /** The first character of each query (a scan of every row), ms. */
  firstCharacterMs: Spread;
  /** The same keystrokes lower-casing every row each time (the search before it was prepared), ms. */
  unpreparedKeystrokeMs: Spread;
}

/** Each query typed character by character, then shortened by three backspaces and cleared. */
function keystrokes(): { text: string; first: boolean }[] {
  return TYPED_QUERIES.flatMap((query) => [
    ...[...query].map((_, i) => ({ text: query.slice(0, i + 1), first: i === 0 })),
    ...[1, 2, 3, query.length].map((n) => ({ text: query.slice(0, -n), first: false })),
  ]);
}

/**
 * What the Video page does per keystroke of its transcript search: the matches for the text and
 * the markers (their start times) for the player, `rounds` times over a transcript prepared once
 * per round. The same keystrokes lower-casing every row each time (as before the search was
 * prepared) run afterwards, not interleaved, so that their garbage is not collected in the
 * prepared search's timings.
 */
export function measureTranscriptSearch(rows: readonly TranscriptRow[], rounds: number): TranscriptSearchFigures {
  const typing = keystrokes();
  const prepare: number[] = [];
  const each: number[] = [];
  const eachOnCpu: number[] = [];
  const wait = cpuWaitReader();
  const firsts: number[] = [];
  const unprepared: number[] = [];
  let sink = 0;
  // Round -1 warms the code up and is not recorded.
  for (let round = -1; round < rounds; round += 1) {
    let started = performance.now();
    const search = createTranscriptSearch(rows);
    if (round >= 0) prepare.push(performance.now() - started);
    for (const { text, first } of typing) {
      const waited = wait?.read() ?? 0;
      started = performance.now();
      const markers = search(text).map((index) => rows[index]!.start);
      const elapsed = performance.now() - started;
      const onCpu = elapsed - ((wait?.read() ?? 0) - waited);
      sink += markers.length;
      if (round < 0) continue;
      each.push(elapsed);
      eachOnCpu.push(onCpu);
      if (first) firsts.push(elapsed);
    }
  }
  for (let round = -1; round < rounds; round += 1) {
    for (const { text } of typing) {
      const started = performance.now();
      const needle = text.trim().toLowerCase();
      const found: number[] = [];
      if (needle)
        for (let r = 0; r < rows.length; r += 1) if (rows[r]!.text.toLowerCase().includes(needle)) found.push(r);
      sink += found.map((index) => rows[index]!.start).length;
      if (round >= 0) unprepared.push(performance.now() - started);
    }
  }
  wait?.close();
  if (sink < 0) console.log(sink);
  return {
    rows: rows.length,
    prepareMs: spread(prepare),
    keystrokeMs: spread(each),
    keystrokeOnCpuMs: wait ? spread(eachOnCpu) : null,
    firstCharacterMs: spread(firsts),
    unpreparedKeystrokeMs: spread(unprepared),
  };
}

export interface CurrentRowFigures {
  rows: number;
  /** Mean time of one lookup over `lookups` random times, ns. */
  lookupNs: number;
  lookups: number;
}

/** Mean time of currentRowIndex at random playheads over a transcript of `rowCount` rows. */
export function measureCurrentRow(rowCount: number, lookups: number): CurrentRowFigures {
  const rows = generateTranscript(rowCount);
  const end = rows.at(-1)!.end;
  const random = seededRandom(3);
  const times = Float64Array.from({ length: lookups }, () => random() * end);
  let sink = 0;
  for (let i = 0; i < Math.min(lookups, 100_000); i += 1) sink += currentRowIndex(rows, times[i]!);
  const started = performance.now();
  for (let i = 0; i < lookups; i += 1) sink += currentRowIndex(rows, times[i]!);
  const elapsed = performance.now() - started;
  if (sink < 0) console.log(sink);
  return { rows: rowCount, lookupNs: (elapsed * 1e6) / lookups, lookups };
}

/**
 * Playback of the whole recording with a timeupdate every 250 ms (the rate browsers fire it at):
 * each event finds the current transcript row, as the side panel does to highlight and scroll
 * to it. Timed one event at a time, in µs (the timer's own cost included).
 */
export function measureTimeupdates(rows: readonly TranscriptRow[]): { events: number; perEventUs: Spread } {
  const end = rows.at(-1)!.end;
  const perEvent: number[] = [];
  let sink = 0;
  for (let time = 0; time <= end; time += 0.25) {
    const started = process.hrtime.bigint();
    sink += currentRowIndex(rows, time);
    perEvent.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  if (sink < 0) console.log(sink);
  return { events: perEvent.length, perEventUs: spread(perEvent) };
}

export interface LibraryFigures {
  videos: number;
  library: number;
  views: number;
  /** Per derivation, ms per Watch page render. */
  steps: { name: string; ms: Spread }[];
  /** One render (all four) less the time the thread waited for a CPU, ms (null without schedstat). */
  renderOnCpuMs: Spread | null;
}

// The calendar's day rule (@cedar/shared/domain) takes the zone's offsets from the portal's
// moment build, as the Watch page does; CommonJS, so Node loads it without a bundler.
interface MomentZones {
  tz: { zone(name: string): { utcOffset(ms: number): number } | null };
}
const moment = createRequire(import.meta.url)(
  'moment-timezone/builds/moment-timezone-with-data-10-year-range',
) as MomentZones;

function offsetIn(timeZone: string): UtcOffsetAt {
  const zone = moment.tz.zone(timeZone);
  return (ms) => (zone ? zone.utcOffset(ms) : 0);
}

/**
 * The Watch page's derivations over a library of `count` videos, `rounds` times (the page memoises
 * them, so they run again only when a new library or history answer arrives): the cohort's
 * videos newest first (filter by calendar ids and sort), Recently Added, Recently Viewed against
 * the view history, and the month calendar's days with recordings (in the learner's zone).
 */
export async function measureLibrary(count: number, rounds: number, timeZone: string): Promise<LibraryFigures> {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const { videos, calendarIds, history } = generateLibrary(count, 4, 2_000, now);
  const cohortCalendars = calendarIds.slice(0, 3);
  const names = ['library (filter + newest first)', 'recently added', 'recently viewed', 'days with recordings'];
  const samples: number[][] = names.map(() => []);
  const all: number[] = [];
  const allOnCpu: number[] = [];
  const wait = cpuWaitReader();
  let library: BenchVideo[] = [];
  // Round -1 warms the code up and is not recorded.
  for (let round = -1; round < rounds; round += 1) {
    // Fresh objects each round, as each SWR answer is (parsed anew): nothing read from one
    // answer's videos is reused for the next.
    const answer = videos.map((video) => ({ ...video, video_details: { ...video.video_details } }));
    const waited = wait?.read() ?? 0;
    const marks = [performance.now()];
    library = libraryVideos(answer, cohortCalendars);
    marks.push(performance.now());
    recentlyAdded(library);
    marks.push(performance.now());
    recentlyViewed(library, history);
    marks.push(performance.now());
    daysWithRecordings(library, offsetIn(timeZone));
    marks.push(performance.now());
    if (round < 0) continue;
    for (let i = 0; i < names.length; i += 1) samples[i]!.push(marks[i + 1]! - marks[i]!);
    all.push(marks.at(-1)! - marks[0]!);
    allOnCpu.push(marks.at(-1)! - marks[0]! - ((wait?.read() ?? 0) - waited));
  }
  return {
    videos: count,
    library: library.length,
    views: history.length,
    renderOnCpuMs: wait ? spread(allOnCpu) : null,
    steps: [
      ...names.map((name, i) => ({ name, ms: spread(samples[i]!) })),
      { name: 'all four (a new library answer)', ms: spread(all) },
    ],
  };
}
