import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Text } from './common.ts';
import { UserLocation, UserTimezone } from './profile.ts';

/** Query of GET /v1/places/autocomplete: what the user typed so far. */
export const PlaceSuggestionsQuery = Type.Object({ input: Text({ minLength: 1, maxLength: 100 }) });
/** Query of GET /v1/places/autocomplete. */
export type PlaceSuggestionsQuery = Static<typeof PlaceSuggestionsQuery>;

/** One suggested place: what the list shows and the id to resolve it by. */
export const PlaceSuggestion = Type.Object({
  place_id: Type.String(),
  description: Type.String(),
  types: Type.Array(Type.String()),
});
/** One suggested place. */
export type PlaceSuggestion = Static<typeof PlaceSuggestion>;

/**
 * Answer of GET /v1/places/autocomplete. `attribution` credits the data set that answered
 * (shown beside the suggestions, as its licence asks); null for services that need none.
 */
export const PlaceSuggestionsEnvelope = Type.Object({
  message: Type.Object({ predictions: Type.Array(PlaceSuggestion), attribution: Nullable(Type.String()) }),
});
/** Answer of GET /v1/places/autocomplete. */
export type PlaceSuggestionsEnvelope = Static<typeof PlaceSuggestionsEnvelope>;

/** Query of GET /v1/places/details. */
export const PlaceDetailsQuery = Type.Object({ place_id: Text({ minLength: 1, maxLength: 500 }) });
/** Query of GET /v1/places/details. */
export type PlaceDetailsQuery = Static<typeof PlaceDetailsQuery>;

/**
 * Answer of GET /v1/places/details: the place with its coordinates and the time zone found for
 * them (name and offset as of today), or null when no zone is known there (§4.3).
 */
export const PlaceDetailsEnvelope = Type.Object({
  message: Type.Object({ location: UserLocation, timezone: Nullable(UserTimezone) }),
});
/** Answer of GET /v1/places/details. */
export type PlaceDetailsEnvelope = Static<typeof PlaceDetailsEnvelope>;
