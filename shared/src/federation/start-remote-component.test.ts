import { http, HttpResponse } from 'msw';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { server } from '../testing/server.ts';
import { loadRemoteComponent, startRemoteComponent } from './remote-loader.ts';
import { resetRemoteRegistry } from './registry.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const Page = () => null;

beforeEach(() => {
  resetRemoteRegistry();
  jest.mocked(loadRemote).mockReset();
  server.use(http.get('http://localhost/remotes.json', () => HttpResponse.json({ media: '/m', dashboard: '/d' })));
});

describe('startRemoteComponent (the first page, ahead of the portal that shows it)', () => {
  it('hands its load to the page, which fetches nothing more', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    startRemoteComponent({ remote: 'media', exposed: 'WatchPage' });
    const module = await loadRemoteComponent('media', 'WatchPage');
    expect(module.default).toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Handed over once: a later load of the module asks the runtime again, as before.
    await loadRemoteComponent('media', 'WatchPage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('hands over a failure too, so a broken remote is tried (and reported) once until Retry', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('entry 500'));
    startRemoteComponent({ remote: 'dashboard', exposed: 'HomePage' });
    await expect(loadRemoteComponent('dashboard', 'HomePage')).rejects.toThrow(/could not be loaded: entry 500/);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    await expect(loadRemoteComponent('dashboard', 'HomePage', { retry: true })).resolves.toEqual({ default: Page });
  });

  it('is not taken over by a Retry, which loads afresh', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    startRemoteComponent({ remote: 'media', exposed: 'VideoPage' });
    await loadRemoteComponent('media', 'VideoPage', { retry: true });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
