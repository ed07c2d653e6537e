import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { type ApiQuery, ApiError, apiFetch } from './client.ts';

/** The SWR key of an API read: its path and query. */
export type ApiKey = readonly [path: string, query: ApiQuery | undefined];

/** Fetches an SWR key built by useApi (or any [path, query] tuple). */
export function apiKeyFetcher<T>([path, query]: ApiKey): Promise<T> {
  return apiFetch<T>(path, { query });
}

const MAX_RETRIES = 3;

/** The portal's SWR configuration: API fetcher, no retry on 4xx, backoff on 5xx. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey | string) => apiKeyFetcher(typeof key === 'string' ? [key, undefined] : key),
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    // A 4xx answer will not change by asking again.
    if (error instanceof ApiError && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** Options of useApi. */
export interface UseApiOptions {
  /** Polling interval in ms (the spec's refresh rates); 0 or absent polls never. */
  refreshInterval?: number;
}

/** Reads an API path with SWR; pass null to wait (conditional fetch). */
export function useApi<T>(
  path: string | null,
  query?: ApiQuery,
  options: UseApiOptions = {},
): SWRResponse<T, ApiError> {
  const key: ApiKey | null = path === null ? null : [path, query];
  return useSWR<T, ApiError, ApiKey | null>(key, apiKeyFetcher<T>, { refreshInterval: options.refreshInterval });
}
