import { http, HttpResponse } from 'msw';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { server } from '../testing/server.ts';
import { prefersNoPrefetch, prefetchRemotes } from './remote-loader.ts';
import { resetRemoteRegistry } from './registry.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const now = (callback: () => void) => callback();

beforeEach(() => {
  resetRemoteRegistry();
  jest.mocked(preloadRemote).mockClear();
  server.use(http.get('http://localhost/remotes.json', () => HttpResponse.json({ media: '/m', connect: '/c' })));
});

describe('prefetchRemotes', () => {
  it('fetches the other remotes’ manifests and entries only: every exposed module’s files are filtered out', async () => {
    await prefetchRemotes(['media', 'connect', 'profile'], now, { effectiveType: '4g' });
    const calls = jest.mocked(preloadRemote).mock.calls.map(([options]) => options[0]!);
    expect(calls.map((call) => call.nameOrAlias)).toEqual(['media', 'connect']);
    for (const call of calls) {
      expect(call.filter).toBeDefined();
      expect(
        ['/remotes/media/__federation_expose_WatchPage.1234abcd.js', '/remotes/media/123.js'].filter(call.filter!),
      ).toEqual([]);
    }
  });

  it('fetches nothing when the reader saves data or the connection is 2G', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      await prefetchRemotes(['media'], now, connection);
    }
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('prefersNoPrefetch', () => {
  it('is true for Save-Data and 2G only', () => {
    expect(prefersNoPrefetch(undefined)).toBe(false);
    expect(prefersNoPrefetch({ effectiveType: '3g' })).toBe(false);
    expect(prefersNoPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(prefersNoPrefetch({ saveData: true })).toBe(true);
    expect(prefersNoPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
  });
});
