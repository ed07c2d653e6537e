import { pageOf, pagePattern } from '@cedar/shared/contract';

/** Route reported for a path that is no page of the portal (the app sends it to /). */
export const UNMATCHED_ROUTE = '/unmatched';

/**
 * The route pattern of a path, never the path: '/profile/ada@cedar.test' reads
 * '/profile/:useremail'. An optional parameter loses its '?' (the contract allows no '?').
 */
export function routePatternOf(pathname: string): string {
  const page = pageOf(pathname);
  return page ? pagePattern(page).replace(/\?/g, '') : UNMATCHED_ROUTE;
}
