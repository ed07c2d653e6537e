import type { Decorator, Preview } from '@storybook/react-webpack5';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { swrConfig } from '@cedar/shared/api';
import { resetSession, seedSession, type SessionState } from '@cedar/shared/auth';
import { PortalProviders } from '@cedar/shared/ui';

/**
 * The session every story starts with: the demo learner, signed in and ready. A story
 * changes it with `parameters.session` (e.g. `{ role: 9, hasAdminAccess: true }`).
 */
const storySession: Partial<SessionState> = {
  status: 'ready',
  accessToken: 'storybook-token',
  email: 'learner@cedar.test',
  tokenRoles: [],
  role: 1,
  hasAdminAccess: false,
  isCoach: false,
  allComponentsLoaded: true,
};

interface PortalParameters {
  session?: Partial<SessionState>;
  /** The URL the story's router starts at. */
  route?: string;
  /** A route pattern ('/profile/:useremail') so the story can read its params. */
  path?: string;
}

/** Renders each story as the portal does: Cedar theme and SWR config, router, session. */
const withPortal: Decorator = (Story, context) => {
  const { route = '/', path } = context.parameters as PortalParameters;
  return (
    <PortalProviders swr={{ ...swrConfig, provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={<Story />} />
          </Routes>
        ) : (
          <Story />
        )}
      </MemoryRouter>
    </PortalProviders>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  // Seeded before each story renders, so no store update happens during a render.
  beforeEach: ({ parameters }) => {
    resetSession();
    seedSession({ ...storySession, ...(parameters as PortalParameters).session });
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'todo' },
  },
  tags: ['autodocs'],
};

export default preview;
