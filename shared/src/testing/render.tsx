import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RequestHandler } from 'msw';
import { configureApiClient, resetApiClient, swrConfig } from '@cedar/shared/api';
import { type SessionState, resetSession, seedSession, sessionStore } from '@cedar/shared/auth';
import { PortalProviders } from '@cedar/shared/ui';
import { server } from './server.ts';

/** Options of renderWithPortal. */
export interface RenderWithPortalOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern ('/profile/:useremail') so the component can read its params. */
  path?: string;
  /** Session fields on top of a signed-in, ready session. */
  session?: Partial<SessionState>;
  /** MSW handlers for this test (see apiHandler). */
  handlers?: RequestHandler[];
}

/** The API key the test client sends. */
export const TEST_API_KEY = 'test-api-key';

/** A signed-in, ready session with nothing else: tests add what they need. */
export const TEST_SESSION: Partial<SessionState> = {
  status: 'ready',
  accessToken: 'test-access-token',
  email: 'learner@cedar.test',
  tokenRoles: [],
  role: 1,
  allComponentsLoaded: true,
};

/** What renderWithPortal returns: Testing Library's result and the router, to move through history. */
export type RenderWithPortalResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/**
 * Renders UI as the portal does: providers, a data router (as the host's, so useBlocker works),
 * a seeded session, its own SWR cache.
 */
export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}): RenderWithPortalResult {
  const { route = '/', path, session, handlers = [] } = options;
  resetSession();
  seedSession({ ...TEST_SESSION, ...session });
  resetApiClient();
  configureApiClient({ apiKey: TEST_API_KEY, getAccessToken: () => sessionStore.getState().accessToken });
  if (handlers.length > 0) server.use(...handlers);
  // With a path, other locations render nothing (a page that navigates away leaves a blank).
  const routes = path
    ? [
        { path, element: ui },
        { path: '*', element: null },
      ]
    : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <PortalProviders swr={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...result, router };
}
