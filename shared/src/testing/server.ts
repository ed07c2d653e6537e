import { http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** The MSW server of a Jest test file; the shared Jest setup starts, resets and closes it. */
export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Base of API paths in tests; the API client resolves '/api/...' against the page origin. */
export const TEST_API_BASE = 'http://localhost/api';

/** An MSW handler for an API path: `apiHandler('get', '/v1/users/startup', resolver)`. */
export function apiHandler(method: Method, apiPath: string, resolver: HttpResponseResolver): RequestHandler {
  const suffix = apiPath.startsWith('/') ? apiPath : `/${apiPath}`;
  return http[method](`${TEST_API_BASE}${suffix}`, resolver);
}
