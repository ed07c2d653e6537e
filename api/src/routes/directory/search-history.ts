import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, SaveSearchBody, SearchHistoryEnvelope } from '@cedar/shared/contract';
import { errorResponses } from '../schemas.ts';
import { exactBody } from './strict-body.ts';

const entries = (rows: { search_value: string; searched_at: string }[]) =>
  rows.map(({ search_value, searched_at }) => ({ search_value, searched_at }));

/**
 * The caller's directory searches (§3.5, §7 Save search history), kept on the server so the
 * dropdown follows them to another device: GET the 5 latest, POST one (a repeated term moves
 * to the top). Always the caller's own: no e-mail is named.
 */
const searchHistory: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.searchHistory.path,
    {
      schema: {
        tags: ['directory'],
        summary: "The caller's 5 latest directory searches, newest first",
        response: { 200: SearchHistoryEnvelope, ...errorResponses(401, 429) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const rows = await app.directoryRepository.recentSearches(request.viewer!.email);
      return { message: { searches: entries(rows) } };
    },
  );

  app.post(
    endpoints.saveSearch.path,
    {
      schema: {
        tags: ['directory'],
        summary: 'Remembers a directory search; answers the 5 latest',
        body: SaveSearchBody,
        response: { 200: SearchHistoryEnvelope, ...errorResponses(400, 401, 429) },
      },
      config: { access: 'authenticated' },
      preValidation: exactBody(SaveSearchBody),
    },
    async (request) => {
      const email = request.viewer!.email;
      await app.directoryRepository.recordSearch(email, request.body.search_value, app.now());
      return { message: { searches: entries(await app.directoryRepository.recentSearches(email)) } };
    },
  );
};

export default searchHistory;
