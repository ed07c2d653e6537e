import { API_BASE, endpoints } from '@cedar/shared/contract';

/**
 * A contract path as the API registers and documents it: without a trailing slash. The spec
 * spells a few paths with one (`/calendars/`, `/v1/videos/`, `/v1/users/`); each is one route,
 * and withoutSpecSlash() sends the spec's spelling to it.
 */
export function routePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const SLASHED = new Set(
  Object.values(endpoints)
    .map((endpoint) => endpoint.path)
    .filter((path) => path !== routePath(path))
    .map((path) => `${API_BASE}${path}`),
);

/** Rewrites a request URL the spec spells with a trailing slash to its route (Fastify's rewriteUrl). */
export function withoutSpecSlash(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return SLASHED.has(path) ? path.slice(0, -1) + (query < 0 ? '' : url.slice(query)) : url;
}

/**
 * Each API route's OpenAPI operationId: its key in the contract's `endpoints` (the name the
 * front ends call it by), by `METHOD /api/path`. Two keys of one route keep the first.
 */
export const OPERATION_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries(endpoints)
    .map(([key, endpoint]) => [`${endpoint.method} ${API_BASE}${routePath(endpoint.path)}`, key] as const)
    .reverse(),
);
