import type { LibraryVideoFacts, TranscriptRow, VideoViewFacts } from '@cedar/shared/domain';

/** A small deterministic generator (mulberry32), so every run measures the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SPEAKERS = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken', 'Radia'];
const OPENINGS = [
  'So',
  'Now',
  'Okay, so',
  'Remember that',
  'Notice how',
  'If you look closely,',
  'The key idea is that',
  'A common mistake is that',
  'In the last exercise',
  'Before we move on,',
];
const SUBJECTS = [
  'the event loop',
  'an async function',
  'the promise',
  'flexbox',
  'the grid container',
  'a git branch',
  'the merge commit',
  'the rebase',
  'the useEffect cleanup',
  'the component state',
  'the HTTP request',
  'the response header',
  'the status code',
  'the SQL query',
  'the primary key',
  'the array method',
  'the callback',
  'a closure',
  'the test suite',
  'the API endpoint',
];
const VERBS = [
  'runs after',
  'depends on',
  'returns',
  'changes',
  'waits for',
  'breaks when you forget',
  'is easier to read than',
  'lines up with',
  'should never mutate',
  'is resolved before',
];
const ENDINGS = [
  'the main thread.',
  'every render.',
  'the cross axis.',
  'the remote branch.',
  'the JSON body.',
  'the next tick.',
  'the database index.',
  'a pull request.',
  'the browser cache.',
  'each test case.',
  'the dependency array.',
  'the fetch call.',
];

/**
 * A transcript of `count` rows of lecture-like sentences ("Ada: So the event loop runs after
 * the next tick."), each 2-6 s long, as the Video page holds it after parsing.
 */
export function generateTranscript(count: number, seed = 7): TranscriptRow[] {
  const random = seededRandom(seed);
  const rows: TranscriptRow[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    const length = 2 + random() * 4;
    const text = `${pick(random, SPEAKERS)}: ${pick(random, OPENINGS)} ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, ENDINGS)}`;
    rows.push({ start: at, end: at + length, text });
    at += length;
  }
  return rows;
}

/** A library video as the Watch page holds it (the fields its derivations read, plus a few of the card's). */
export interface BenchVideo extends LibraryVideoFacts {
  uuid: string;
  title: string;
  tags: string[];
  recordingDate: string;
  video_details: { recording_start: string | null; recording_end: string | null };
}

/**
 * `count` videos over `calendars` calendars, recorded over the three years before `now`, and a
 * view history of `views` entries over the videos of the first calendar.
 */
export function generateLibrary(
  count: number,
  calendars: number,
  views: number,
  now: number,
  seed = 11,
): { videos: BenchVideo[]; calendarIds: string[]; history: VideoViewFacts[] } {
  const random = seededRandom(seed);
  const calendarIds = Array.from({ length: calendars }, (_, i) => `cohort-${i}@group.calendar.cedar.test`);
  const threeYears = 3 * 365 * 24 * 60 * 60 * 1000;
  const videos = Array.from({ length: count }, (_, i): BenchVideo => {
    const start = now - Math.floor(random() * threeYears);
    return {
      id: i + 1,
      uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      title: `${pick(random, SUBJECTS)} (session ${i + 1})`,
      tags: [pick(random, ['javascript', 'css', 'git', 'react', 'sql', 'http'])],
      google_calendar_ids: [pick(random, calendarIds), ...(random() < 0.1 ? [pick(random, calendarIds)] : [])],
      video_details: {
        recording_start: new Date(start).toISOString(),
        recording_end: new Date(start + 90 * 60 * 1000).toISOString(),
      },
      recordingDate: '',
    };
  });
  // In the order GET /api/v1/videos answers: oldest first, then by id (db/repositories/videos.ts).
  videos.sort(
    (a, b) =>
      Date.parse(a.video_details.recording_start ?? '') - Date.parse(b.video_details.recording_start ?? '') ||
      a.id - b.id,
  );
  const watchable = videos.filter((v) => v.google_calendar_ids.includes(calendarIds[0]!));
  const history = Array.from({ length: views }, () => ({
    video_id: pick(random, watchable).id,
    created_date: new Date(now - Math.floor(random() * threeYears)).toISOString(),
  }));
  return { videos, calendarIds, history };
}
