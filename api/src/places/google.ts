import { PlacesUnavailableError, type PlacesService } from './places.ts';
import { timeZoneRecordOf } from './time-zone.ts';

/** Settings of the Google adapter (docs/deploy.md). */
export interface GooglePlacesSettings {
  apiKey: string;
  /** https://maps.googleapis.com in production; a local server in tests. */
  baseUrl: string;
  /** ISO country codes the suggestions are restricted to (Google takes at most five). */
  countries: readonly string[];
  fetch?: typeof fetch;
}

interface GoogleAnswer {
  status: string;
  error_message?: string;
}
interface AutocompleteAnswer extends GoogleAnswer {
  predictions?: { description: string; place_id: string; types?: string[] }[];
}
interface DetailsAnswer extends GoogleAnswer {
  result?: {
    formatted_address?: string;
    name?: string;
    types?: string[];
    geometry?: { location?: { lat: number; lng: number } };
  };
}
interface TimeZoneAnswer extends GoogleAnswer {
  timeZoneId?: string;
  timeZoneName?: string;
  rawOffset?: number;
  dstOffset?: number;
}

/**
 * Google's Places Autocomplete, Place Details and Time Zone APIs (their JSON web services).
 * Suggestions are cities in the configured countries; a place's zone comes from the Time Zone
 * API for today's timestamp, its name and offset for the day as Google states them.
 */
export function createGooglePlaces(settings: GooglePlacesSettings): PlacesService {
  const call = async <T extends GoogleAnswer>(path: string, query: Record<string, string>): Promise<T> => {
    const url = new URL(path, settings.baseUrl);
    for (const [key, value] of Object.entries({ ...query, key: settings.apiKey })) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await (settings.fetch ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw new PlacesUnavailableError(`The maps service did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PlacesUnavailableError(`The maps service answered ${response.status}.`);
    const answer = (await response.json()) as T;
    if (answer.status !== 'OK' && answer.status !== 'ZERO_RESULTS' && answer.status !== 'NOT_FOUND')
      throw new PlacesUnavailableError(`The maps service said ${answer.status}: ${answer.error_message ?? ''}`.trim());
    return answer;
  };
  const components = settings.countries
    .slice(0, 5)
    .map((c) => `country:${c.toLowerCase()}`)
    .join('|');

  return {
    async suggest(input) {
      const answer = await call<AutocompleteAnswer>('/maps/api/place/autocomplete/json', {
        input,
        types: '(cities)',
        ...(components ? { components } : {}),
      });
      const predictions = (answer.predictions ?? []).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        types: p.types ?? [],
      }));
      return { predictions, attribution: null };
    },

    async resolve(placeId, now) {
      const details = await call<DetailsAnswer>('/maps/api/place/details/json', {
        place_id: placeId,
        fields: 'formatted_address,name,types,geometry',
      });
      const place = details.result;
      const point = place?.geometry?.location;
      if (details.status !== 'OK' || !place || !point) return null;
      const zone = await call<TimeZoneAnswer>('/maps/api/timezone/json', {
        location: `${point.lat},${point.lng}`,
        timestamp: String(Math.floor(now.getTime() / 1000)),
      });
      const known = zone.status === 'OK' && zone.timeZoneId ? timeZoneRecordOf(zone.timeZoneId, now) : null;
      return {
        location: {
          description: place.formatted_address ?? place.name ?? placeId,
          place_id: placeId,
          types: place.types ?? [],
          lat: point.lat,
          lng: point.lng,
        },
        timezone:
          known && zone.timeZoneId
            ? {
                time_zone_id: zone.timeZoneId,
                time_zone_name: zone.timeZoneName ?? known.time_zone_name,
                utc_offset_minutes: Math.round(((zone.rawOffset ?? 0) + (zone.dstOffset ?? 0)) / 60),
              }
            : null,
      };
    },
  };
}
