/**
 * The console video library's filters and sort (admin-console §2.6, §9), shared so the bench
 * (`npm run bench`, part `library`) times the very code the page runs.
 */

/** What the filters read of a library video (a contract LibraryVideo fits). */
export interface ConsoleVideoFacts {
  title: string | null;
  description: string | null;
  tags: readonly string[];
  views: number;
  archived: boolean;
  created_date: string;
  updates: readonly unknown[] | null;
  video_details: { recording_start: string | null };
}

/** The library's sort options, in the order the button cycles through them (§2.6). */
export const VIDEO_SORTS = ['newest', 'oldest', 'mostViews', 'leastViews'] as const;
/** A sort of the library. */
export type VideoSort = (typeof VIDEO_SORTS)[number];

/** The library's left panel (§2.6, §9). */
export interface VideoLibraryFilters {
  sort: VideoSort;
  /** Uncurated and Curated exclude each other; null shows both. */
  curation: 'curated' | 'uncurated' | null;
  /** Archived videos only; otherwise archived ones are left out. */
  archived: boolean;
  /** Days (YYYY-MM-DD) of the recording, in New York time; '' for none. */
  startDate: string;
  endDate: string;
  search: string;
}

export const DEFAULT_VIDEO_FILTERS: VideoLibraryFilters = {
  sort: 'newest',
  curation: null,
  archived: false,
  startDate: '',
  endDate: '',
  search: '',
};

/** The next sort of the cycle newest, oldest, mostViews, leastViews. */
export const nextSort = (sort: VideoSort): VideoSort =>
  VIDEO_SORTS[(VIDEO_SORTS.indexOf(sort) + 1) % VIDEO_SORTS.length]!;

/** Uncurated: never curated in the console (no updates, §3). */
export const isUncurated = (video: Pick<ConsoleVideoFacts, 'updates'>) => !video.updates || video.updates.length === 0;

/** A video as the filters read it, computed once per list (10,000 videos filter within a frame). */
export interface IndexedVideo<V extends ConsoleVideoFacts = ConsoleVideoFacts> {
  video: V;
  /** Title, description and tags, lower-cased. */
  text: string;
  /** Recording start in ms (created date when unknown). */
  at: number;
  day: string;
  uncurated: boolean;
}

/** Indexes the list once; `dayOf` gives a time's day in the display zone. */
export function indexVideos<V extends ConsoleVideoFacts>(
  videos: readonly V[],
  dayOf: (iso: string) => string,
): IndexedVideo<V>[] {
  return videos.map((video) => {
    const iso = video.video_details.recording_start ?? video.created_date;
    return {
      video,
      text: [video.title ?? '', video.description ?? '', ...video.tags].join('\n').toLowerCase(),
      at: Date.parse(iso),
      day: dayOf(iso),
      uncurated: isUncurated(video),
    };
  });
}

/** The counts beside Uncurated, Curated and Archived (among the videos not archived, and the archived). */
export function videoCounts(list: readonly IndexedVideo[]) {
  let uncurated = 0;
  let curated = 0;
  let archived = 0;
  for (const item of list) {
    if (item.video.archived) archived += 1;
    else if (item.uncurated) uncurated += 1;
    else curated += 1;
  }
  return { uncurated, curated, archived };
}

/** An End Date before the Start Date: '* Invalid Date Range', and the dates are not applied. */
export const isInvalidVideoRange = (f: Pick<VideoLibraryFilters, 'startDate' | 'endDate'>) =>
  Boolean(f.startDate && f.endDate && f.endDate < f.startDate);

const COMPARE: Record<VideoSort, (a: IndexedVideo, b: IndexedVideo) => number> = {
  newest: (a, b) => b.at - a.at,
  oldest: (a, b) => a.at - b.at,
  mostViews: (a, b) => b.video.views - a.video.views || b.at - a.at,
  leastViews: (a, b) => a.video.views - b.video.views || b.at - a.at,
};

/**
 * The indexed list in each sort's order, sorted the first time that sort is asked for: a list
 * is indexed once per load, so a change of search or toggles is then one pass, no sort.
 */
const ORDERS = new WeakMap<readonly IndexedVideo[], Map<VideoSort, readonly IndexedVideo[]>>();

function sortedBy<V extends ConsoleVideoFacts>(list: readonly IndexedVideo<V>[], sort: VideoSort) {
  let orders = ORDERS.get(list);
  if (!orders) ORDERS.set(list, (orders = new Map()));
  let sorted = orders.get(sort);
  if (!sorted) orders.set(sort, (sorted = [...list].sort(COMPARE[sort])));
  return sorted as readonly IndexedVideo<V>[];
}

/** The videos the filters keep, sorted (§9: search over title, description and tags, any case). */
export function filterVideos<V extends ConsoleVideoFacts>(
  list: readonly IndexedVideo<V>[],
  filters: VideoLibraryFilters,
): V[] {
  const terms = filters.search.trim().toLowerCase();
  const ranged = !isInvalidVideoRange(filters);
  const kept: V[] = [];
  for (const item of sortedBy(list, filters.sort)) if (keeps(item)) kept.push(item.video);
  return kept;

  function keeps(item: IndexedVideo<V>): boolean {
    if (item.video.archived !== filters.archived) return false;
    if (filters.curation === 'curated' && item.uncurated) return false;
    if (filters.curation === 'uncurated' && !item.uncurated) return false;
    if (ranged && filters.startDate && item.day < filters.startDate) return false;
    if (ranged && filters.endDate && item.day > filters.endDate) return false;
    return !terms || item.text.includes(terms);
  }
}
