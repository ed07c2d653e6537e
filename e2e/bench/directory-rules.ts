import { performance } from 'node:perf_hooks';
import {
  buildSearchIndex,
  FOCUS_DAYS,
  FOCUS_SLOTS,
  searchableProfileTexts,
  searchDirectory,
  type SearchableProfile,
  WORK_SCHEDULE_OPTIONS,
} from '@cedar/shared/domain';
import { seededRandom } from './media-data.ts';
import { cpuWaitReader, spread, type Spread } from './media-rules.ts';

/** Queries a learner types into the directory: names, places, languages, several words, misses. */
export const DIRECTORY_QUERIES = [
  'maria',
  'austin',
  'python',
  'javascript react',
  'new york',
  'evening eagle',
  'spanish english',
  'garcia chicago',
  'full time',
  'she/her',
  'zzzz',
  'senior software engineer',
];

/** Names the generated members are made of (also by directory-cohort.ts). */
export const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Priya',
  'Noah',
  'Fatima',
  'Liam',
  'Sofia',
  'Kenji',
  'Amara',
];
export const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Okafor',
  'Rivera',
  'Kim',
  'Patel',
  'Johnson',
  'Lopez',
  'Chen',
  'Brown',
];
const PLACES = ['Austin, TX, USA', 'New York, NY, USA', 'Chicago, IL, USA', 'Denver, CO, USA', 'Lagos, Nigeria'];
const ZONES = [
  ['America/Chicago', 'Central Standard Time'],
  ['America/New_York', 'Eastern Standard Time'],
  ['America/Denver', 'Mountain Standard Time'],
  ['Africa/Lagos', 'West Africa Standard Time'],
] as const;
const LANGUAGES = ['English', 'Spanish', 'Mandarin', 'Hindi', 'French', 'Yoruba', 'Portuguese'];
const PROGRAMMING = ['JavaScript', 'Python', 'Java', 'C++', 'TypeScript', 'Go', 'Rust', 'SQL', 'React'];
const TITLES = ['Aspiring Backend Engineer', 'Senior Software Engineer', 'Career changer', 'Data analyst', null];
const TEXTS = [
  'I want to build software that helps people learn.',
  'Hiking, baking bread and playing chess with my kids.',
  'I once ran a marathon in a dinosaur costume.',
  'A front-end engineer at a company that cares about accessibility.',
];

/**
 * `count` profiles as another learner receives them (hidden location and time zone left out,
 * no focus time or work schedule for learners), with the seed's mix of filled sections.
 */
export function generateProfiles(count: number, seed = 12): SearchableProfile[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] => Array.from({ length: n }, () => pick(list));
  return Array.from({ length: count }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const handle = `${first}.${last}.${i}`.toLowerCase();
    const zone = pick(ZONES);
    const shows = random();
    return {
      first_name: first,
      last_name: last,
      preferred_name: random() < 0.2 ? `${first.slice(0, 3)}` : first,
      username: handle,
      email: `${handle}@cedar.test`,
      user_preferred_pronouns: pick(['she/her', 'he/him', 'they/them', null]),
      user_social_media_links: [{ name: 'GitHub', link: `https://github.com/${handle}` }],
      user_location: shows < 0.7 ? { description: pick(PLACES) } : null,
      user_timezone: shows < 0.86 ? { time_zone_id: zone[0], time_zone_name: zone[1] } : null,
      user_primary_spoken_language: pick(LANGUAGES),
      user_additional_spoken_languages: some(LANGUAGES, Math.floor(random() * 3)),
      user_goals: pick(TEXTS),
      user_programming_experience_level: pick(['Beginner', 'Some Knowledge', 'Hobbyist', 'Professional']),
      user_programming_languages: some(PROGRAMMING, 1 + Math.floor(random() * 4)),
      user_dream_job: pick(TEXTS),
      user_title: pick(TITLES),
      user_intro_interest: pick(TEXTS),
      // What a staff viewer also receives: focus time and work schedule.
      ...(i % 2 === 0
        ? {
            user_focus_time: { [pick(FOCUS_DAYS).id]: [pick(FOCUS_SLOTS).id] },
            user_work_schedule: [pick(WORK_SCHEDULE_OPTIONS).id],
          }
        : {}),
    };
  });
}

export interface DirectorySearchFigures {
  profiles: number;
  queries: number;
  indexMs: number;
  perQuery: Spread;
  /** The same queries less the time the thread waited for a CPU (null without schedstat). */
  perQueryOnCpu: Spread | null;
  /**
   * Building the index from the cohort's profiles, then one query: what the first search after
   * a change costs the API (GET /v1/cohort/:cohortId/directory?search= keeps the index per cohort
   * and viewer class until the cohort changes; the database read is left out).
   */
  perRebuild: Spread;
}

/** Index rebuilds timed, each with one query. */
const REBUILD_ROUNDS = 10;

/** Directory search (§5 two passes) over `count` profiles: the index once, then each query timed. */
export function measureDirectorySearch(count: number, rounds: number): DirectorySearchFigures {
  const profiles = generateProfiles(count);
  const started = performance.now();
  const index = buildSearchIndex(profiles.map((p) => ({ key: p.email, texts: searchableProfileTexts(p) })));
  const indexMs = performance.now() - started;
  for (const query of DIRECTORY_QUERIES) searchDirectory(index, query); // warm-up
  const timings: number[] = [];
  const onCpu: number[] = [];
  const wait = cpuWaitReader();
  let sink = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of DIRECTORY_QUERIES) {
      const waited = wait?.read() ?? 0;
      const t0 = performance.now();
      sink += searchDirectory(index, query).length;
      const elapsed = performance.now() - t0;
      timings.push(elapsed);
      if (wait) onCpu.push(Math.max(0, elapsed - (wait.read() - waited)));
    }
  }
  wait?.close();
  const rebuilds: number[] = [];
  for (let round = 0; round < REBUILD_ROUNDS; round += 1) {
    const query = DIRECTORY_QUERIES[round % DIRECTORY_QUERIES.length]!;
    const t0 = performance.now();
    const built = buildSearchIndex(profiles.map((p) => ({ key: p.email, texts: searchableProfileTexts(p) })));
    sink += searchDirectory(built, query).length;
    rebuilds.push(performance.now() - t0);
  }
  if (sink < 0) throw new Error('unreachable');
  return {
    profiles: count,
    queries: timings.length,
    indexMs,
    perQuery: spread(timings),
    perQueryOnCpu: wait ? spread(onCpu) : null,
    perRebuild: spread(rebuilds),
  };
}

/** Bytes of a live directory answer: the JSON, and on the wire gzipped as browsers ask for it. */
export async function liveDirectoryBytes(
  baseUrl: string,
  cohortId: number,
  headers: Record<string, string>,
): Promise<{ members: number; raw: number; wire: number }> {
  const response = await fetch(`${baseUrl}/api/v1/cohort/${cohortId}/directory`, {
    headers: { ...headers, 'accept-encoding': 'gzip' },
  });
  if (!response.ok) throw new Error(`directory: ${response.status}`);
  const wire = Number(response.headers.get('content-length') ?? 0);
  const text = await response.text();
  const members = (JSON.parse(text) as { message: { members: unknown[] } }).message.members.length;
  return { members, raw: Buffer.byteLength(text), wire: wire || Buffer.byteLength(text) };
}
