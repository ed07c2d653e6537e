export {
  ApiError,
  apiFetch,
  apiUrl,
  configureApiClient,
  lastApiRequestId,
  resetApiClient,
  type ApiClientSettings,
  type ApiFetchOptions,
  type ApiQuery,
} from './client.ts';
export { whenApiSettled } from './in-flight.ts';
export { apiKeyFetcher, swrConfig, useApi, type ApiKey, type UseApiOptions } from './swr.ts';
export {
  flushWatchData,
  forgetSentWatchData,
  readWatchRecords,
  saveWatchViews,
  storedWatchPosition,
  type WatchRecord,
} from './watch-data.ts';
