import { ApiErrorBody } from '@cedar/shared/contract';

/** Error answers shared by the API routes, by status code. */
export function errorResponses(
  ...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503)[]
): Record<number, typeof ApiErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorBody]));
}
