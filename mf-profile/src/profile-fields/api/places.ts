import { apiFetch } from '@cedar/shared/api';
import {
  pathFor,
  type PlaceDetailsEnvelope,
  type PlaceSuggestion,
  type PlaceSuggestionsEnvelope,
  type UserLocation,
  type UserTimezone,
} from '@cedar/shared/contract';

/** Suggestions for what was typed, with the data set's attribution (null when none is needed). */
export interface PlaceSuggestions {
  predictions: PlaceSuggestion[];
  attribution: string | null;
}

/** A chosen place with its coordinates and the time zone found there (null when none, §4.3). */
export interface ResolvedPlace {
  location: UserLocation;
  timezone: UserTimezone | null;
}

/** The two calls the place search makes; tests and stories pass their own. */
export interface PlacesApi {
  suggest(input: string, signal?: AbortSignal): Promise<PlaceSuggestions>;
  resolve(placeId: string): Promise<ResolvedPlace>;
}

/** GET /v1/places/autocomplete?input=: suggestions restricted to the portal's countries. */
export async function suggestPlaces(input: string, signal?: AbortSignal): Promise<PlaceSuggestions> {
  const envelope = await apiFetch<PlaceSuggestionsEnvelope>(pathFor('placeSuggestions'), { query: { input }, signal });
  return { predictions: envelope.message.predictions, attribution: envelope.message.attribution };
}

/** GET /v1/places/details?place_id=: the place's coordinates and its time zone as of today. */
export async function resolvePlace(placeId: string): Promise<ResolvedPlace> {
  const envelope = await apiFetch<PlaceDetailsEnvelope>(pathFor('placeDetails'), { query: { place_id: placeId } });
  return envelope.message;
}

/** The portal's places API. */
export const portalPlacesApi: PlacesApi = { suggest: suggestPlaces, resolve: resolvePlace };
