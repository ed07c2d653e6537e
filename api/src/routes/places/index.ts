import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  endpoints,
  PlaceDetailsEnvelope,
  PlaceDetailsQuery,
  PlaceSuggestionsEnvelope,
  PlaceSuggestionsQuery,
} from '@cedar/shared/contract';
import { HttpError, notFound } from '../../http-errors.ts';
import { PlacesUnavailableError } from '../../places/index.ts';
import { errorResponses } from '../schemas.ts';

// A maps service that cannot answer is the gateway's failure, not the caller's.
async function fromMaps<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) throw new HttpError(502, 'The places service is unavailable.');
    throw error;
  }
}

/**
 * Places for the profile forms (profiles-shell-and-access §4.3, §7): suggestions as one types,
 * restricted to PLACES_COUNTRIES, and a chosen place's coordinates and time zone. Any signed-in
 * user; the answers hold no one's data.
 */
const placesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.placeSuggestions.path,
    {
      schema: {
        tags: ['places'],
        summary: 'Place suggestions for typed text (cities in the configured countries)',
        querystring: PlaceSuggestionsQuery,
        response: { 200: PlaceSuggestionsEnvelope, ...errorResponses(400, 401, 429, 502) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => ({ message: await fromMaps(() => app.places.suggest(request.query.input)) }),
  );

  app.get(
    endpoints.placeDetails.path,
    {
      schema: {
        tags: ['places'],
        summary: "A place's coordinates and its time zone today (null when none is known there)",
        querystring: PlaceDetailsQuery,
        response: { 200: PlaceDetailsEnvelope, ...errorResponses(400, 401, 404, 429, 502) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const place = await fromMaps(() => app.places.resolve(request.query.place_id, app.now()));
      if (!place) throw notFound('No such place.');
      return { message: place };
    },
  );
};

export default placesRoutes;
