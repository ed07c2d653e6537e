import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@cedar/shared/api';
import { type SessionState, initialSessionState } from '@cedar/shared/auth';
import { TEST_API_KEY, TEST_SESSION, renderWithPortal, server } from '@cedar/shared/testing';
import { dashboardHandlers } from '../test-support/dashboard-api';
import { learnerSession } from '../test-support/session';
import HomePage from './HomePage';
import { preloadPanelReads } from './panel-reads';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mocked(loadRemote).mockImplementation(async () => ({
  default: function Widget({ onSettled }: { onSettled?(): void }) {
    useEffect(() => onSettled?.(), [onSettled]);
    return null;
  },
}));

/** Every API read asked, as 'path?query', in order. */
let reads: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.includes('/api/')) reads.push(url.pathname + url.search);
};

beforeEach(() => {
  reads = [];
  server.events.on('request:start', record);
  server.use(...dashboardHandlers());
  configureApiClient({ apiKey: TEST_API_KEY, getAccessToken: () => 'test-access-token' });
});
afterEach(() => server.events.removeAllListeners('request:start'));

const ready = (options: Parameters<typeof learnerSession>[0] = {}) =>
  ({ ...initialSessionState, ...TEST_SESSION, ...learnerSession(options) }) as SessionState;

const asked = (part: string) => reads.filter((read) => read.includes(part)).length;

describe('preloadPanelReads', () => {
  it('starts each first-sight read once, and the page takes them over instead of asking again', async () => {
    preloadPanelReads(ready());
    // The recordings follow the calendars' answer (the fixtures' past meetings).
    await waitFor(() => expect(asked('/recordings')).toBe(1));
    for (const part of ['/announcements', '/webtools', '/calendars', '/supportteam', '/supportrequests/mine'])
      expect(asked(part)).toBe(1);
    expect(asked('/coursedata')).toBe(2);
    const preloaded = [...reads];
    expect(preloaded).toHaveLength(8);

    const { container } = renderWithPortal(<HomePage />, { session: learnerSession() });
    await waitFor(() =>
      expect(container.querySelector('[data-dashboard-loaded]')).toHaveAttribute('data-dashboard-loaded', 'true'),
    );
    expect(reads).toEqual(preloaded);
  });

  it("reads a prestart cohort's launchpad instead of course data", async () => {
    preloadPanelReads(ready({ prestart: true }));
    await waitFor(() => expect(asked('/recordings')).toBe(1));
    expect(asked('/launchpad')).toBe(1);
    expect(asked('/launchpad')).toBe(1);
    expect(asked('/coursedata')).toBe(0);
  });

  it('starts nothing before the session is ready', async () => {
    preloadPanelReads({ ...ready(), status: 'loading-user' });
    preloadPanelReads(initialSessionState);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual([]);
  });
});
