import type { PlaceSuggestion, UserLocation, UserTimezone } from '@cedar/shared/contract';

/** Suggestions for typed text, with the credit their data set asks for (null when none). */
export interface PlaceSuggestions {
  predictions: PlaceSuggestion[];
  attribution: string | null;
}

/** A place resolved to coordinates, with its time zone as of a day (null when none is known there). */
export interface ResolvedPlace {
  location: UserLocation;
  timezone: UserTimezone | null;
}

/**
 * The maps service (profiles-shell-and-access §7: places autocomplete, place details, time
 * zone lookup). The embedded adapter answers offline from GeoNames cities; the Google adapter
 * calls Google's Places and Time Zone APIs. Both restrict suggestions to PLACES_COUNTRIES.
 */
export interface PlacesService {
  suggest(input: string): Promise<PlaceSuggestions>;
  /** Null when the id names no place. */
  resolve(placeId: string, now: Date): Promise<ResolvedPlace | null>;
}

/** Thrown when the maps service cannot answer (network, quota, bad key): the API answers 502. */
export class PlacesUnavailableError extends Error {}
