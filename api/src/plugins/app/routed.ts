import { API_BASE } from '@cedar/shared/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Is the request routed to the API? Decided by the pattern of the route the router matched,
 * never by the raw URL: the router decodes the path before matching, so `/%61pi/v1/...` reaches
 * the API exactly like `/api/v1/...`, and every decision about the API (rate limit, security
 * headers) must follow the router. Unknown API paths match the API's own catch-all (app.ts).
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && (pattern === API_BASE || pattern.startsWith(`${API_BASE}/`));
}

/** The request's path without its query, as sent (for messages only, never for decisions). */
export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!;
}
