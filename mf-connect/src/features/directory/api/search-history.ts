import { apiFetch, useApi } from '@cedar/shared/api';
import { pathFor, type SearchHistoryEnvelope } from '@cedar/shared/contract';

/** The caller's 5 latest searches, kept on the server (§3.5) so they follow them across devices. */
export function useSearchHistory() {
  return useApi<SearchHistoryEnvelope>(pathFor('searchHistory'), undefined);
}

/** Remembers a search; answers the 5 latest. */
export function saveSearch(searchValue: string): Promise<SearchHistoryEnvelope> {
  return apiFetch<SearchHistoryEnvelope>(pathFor('saveSearch'), {
    method: 'POST',
    body: { search_value: searchValue },
  });
}
