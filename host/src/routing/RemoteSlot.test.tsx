import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { sessionStore } from '@cedar/shared/auth';
import { renderWithPortal } from '@cedar/shared/testing';
import { uiMessages } from '@cedar/shared/ui';
import { resetRemoteComponents, resetRemoteRegistry } from '@cedar/shared/federation';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot, remoteRoute } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const REGISTRY = {
  media: '/remotes/media/mf-manifest.json',
  connect: '/remotes/connect/mf-manifest.json',
};
const registryHandler = http.get('http://localhost/remotes.json', () => HttpResponse.json(REGISTRY));

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

let mediaIsUp = false;

beforeEach(() => {
  resetRemoteComponents();
  resetRemoteRegistry();
  mediaIsUp = false;
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'connect/ConnectPage') return page('Connect');
    if (id === 'media/WatchPage' && mediaIsUp) return page('Watch');
    throw new Error('Failed to fetch http://localhost/remotes/media/mf-manifest.json');
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteSlot', () => {
  it('registers the remotes of /remotes.json and shows the loaded page', async () => {
    mediaIsUp = true;
    renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, {
      handlers: [registryHandler],
      session: { allComponentsLoaded: false },
    });
    expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'media', entry: REGISTRY.media },
      { name: 'connect', entry: REGISTRY.connect },
    ]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('media/WatchPage');
    expect(sessionStore.getState().allComponentsLoaded).toBe(true);
  });

  it('shows the fallback card when the remote is down, and the rest keeps working', async () => {
    renderWithPortal(
      <>
        <RemoteSlot remote="media" exposed="WatchPage" />
        <RemoteSlot remote="connect" exposed="ConnectPage" />
      </>,
      { handlers: [registryHandler], session: { allComponentsLoaded: false } },
    );
    expect(await screen.findByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: uiMessages.retry })).toBeEnabled();
    // A failed page still ends the loading screen.
    expect(sessionStore.getState().allComponentsLoaded).toBe(true);
  });

  it('keeps the card when Retry finds the remote still down', async () => {
    const user = userEvent.setup();
    renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, { handlers: [registryHandler] });
    await user.click(await screen.findByRole('button', { name: uiMessages.retry }));
    await waitFor(() => expect(screen.getByRole('button', { name: uiMessages.retry })).toBeEnabled());
    expect(screen.getByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads the page on Retry once the remote is back, resetting the runtime for that remote only', async () => {
    const user = userEvent.setup();
    renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, { handlers: [registryHandler] });
    const retry = await screen.findByRole('button', { name: uiMessages.retry });
    mediaIsUp = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
    expect(screen.queryByText(uiMessages.remoteFallbackTitle)).not.toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'media', entry: REGISTRY.media }], { force: true });
  });

  it('Retry reads /remotes.json again, past the cache, and loads the remote from its corrected URL', async () => {
    const user = userEvent.setup();
    const fixed = '/cdn/media/1.4.1/mf-manifest.json';
    let registry: Record<string, string> = { ...REGISTRY, media: '/cdn/media/missing/mf-manifest.json' };
    const caches: RequestCache[] = [];
    mockedLoadRemote.mockImplementation(async (id: string) => {
      const entry = mockedRegisterRemotes.mock.calls
        .flatMap(([remotes]) => remotes)
        .findLast((r) => r.name === 'media');
      if (id === 'media/WatchPage' && entry && 'entry' in entry && entry.entry === fixed) return page('Watch');
      throw new Error('Failed to fetch the media manifest');
    });
    renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, {
      handlers: [
        http.get('http://localhost/remotes.json', ({ request }) => {
          caches.push(request.cache);
          return HttpResponse.json(registry);
        }),
      ],
    });
    const retry = await screen.findByRole('button', { name: uiMessages.retry });
    registry = { ...REGISTRY, media: fixed };
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
    expect(caches).toEqual(['default', 'no-store']);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'media', entry: fixed }], { force: true });
  });

  it('shows the fallback card when /remotes.json itself is unavailable, and Retry asks again', async () => {
    const user = userEvent.setup();
    mediaIsUp = true;
    renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, {
      handlers: [
        http.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 }), { once: true }),
        registryHandler,
      ],
    });
    await user.click(await screen.findByRole('button', { name: uiMessages.retry }));
    expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
  });

  describe("an exception in the remote's module", () => {
    /** Two remote routes, as the portal has them: /watch (media) and /connect. */
    const routes = (
      <Routes>
        <Route path="/watch" element={remoteRoute({ remote: 'media', exposed: 'WatchPage' })} />
        <Route path="/connect" element={remoteRoute({ remote: 'connect', exposed: 'ConnectPage' })} />
      </Routes>
    );

    /** A page of a broken release: it throws while rendering. */
    function BrokenWatchPage(): React.JSX.Element {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    }

    it('shows the fallback card when the page throws while rendering; other routes keep working; Retry loads the fixed release', async () => {
      const user = userEvent.setup();
      let fixed = false;
      mockedLoadRemote.mockImplementation(async (id: string) => {
        if (id === 'connect/ConnectPage') return page('Connect');
        return fixed ? page('Watch') : { default: BrokenWatchPage };
      });
      // The chunks the broken release delivered, as webpack keeps them for the remote's next runtime.
      const brokenChunks: unknown[] = [[[672], { 6864: () => undefined }]];
      Reflect.set(window, 'webpackChunkcedar_media', brokenChunks);
      const { router } = renderWithPortal(routes, {
        route: '/watch',
        handlers: [registryHandler],
        session: { allComponentsLoaded: false },
      });
      expect(await screen.findByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();
      // The card counts as the page having loaded: the loading screen does not stay up.
      expect(sessionStore.getState().allComponentsLoaded).toBe(true);

      await act(() => router.navigate('/connect'));
      expect(await screen.findByRole('heading', { name: 'Connect' })).toBeInTheDocument();
      await act(() => router.navigate('/watch'));
      expect(await screen.findByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();

      // Retry while the release is still broken: the card stays, ready for another try.
      await user.click(screen.getByRole('button', { name: uiMessages.retry }));
      await waitFor(() => expect(screen.getByRole('button', { name: uiMessages.retry })).toBeEnabled());
      expect(screen.getByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();

      fixed = true;
      await user.click(screen.getByRole('button', { name: uiMessages.retry }));
      expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
      expect(screen.queryByText(uiMessages.remoteFallbackTitle)).not.toBeInTheDocument();
      // The runtime forgot the broken module instance and its chunks before loading it again:
      // the array is emptied in place, so the old runtime still receives later chunks.
      expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'media', entry: REGISTRY.media }], {
        force: true,
      });
      expect(Reflect.get(window, 'webpackChunkcedar_media')).toBe(brokenChunks);
      expect(brokenChunks).toHaveLength(0);
      Reflect.deleteProperty(window, 'webpackChunkcedar_media');

      await act(() => router.navigate('/connect'));
      expect(await screen.findByRole('heading', { name: 'Connect' })).toBeInTheDocument();
      await act(() => router.navigate('/watch'));
      expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
    });

    it('shows the fallback card when evaluating the module throws, and Retry evaluates it again', async () => {
      const user = userEvent.setup();
      let fixed = false;
      // The federation runtime rejects loadRemote with the error the module's factory threw.
      mockedLoadRemote.mockImplementation(async (id: string) => {
        if (id === 'connect/ConnectPage') return page('Connect');
        if (!fixed) throw new ReferenceError('process is not defined');
        return page('Watch');
      });
      const { router } = renderWithPortal(routes, { route: '/watch', handlers: [registryHandler] });
      expect(await screen.findByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();

      await act(() => router.navigate('/connect'));
      expect(await screen.findByRole('heading', { name: 'Connect' })).toBeInTheDocument();
      await act(() => router.navigate('/watch'));
      const retry = await screen.findByRole('button', { name: uiMessages.retry });

      fixed = true;
      await user.click(retry);
      expect(await screen.findByRole('heading', { name: 'Watch' })).toBeInTheDocument();
      expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'media', entry: REGISTRY.media }], {
        force: true,
      });
    });

    it('shows the fallback card when the module has no page to show (no default export)', async () => {
      mockedLoadRemote.mockImplementation(async () => ({ WatchPage: () => <h1>Watch</h1> }));
      renderWithPortal(<RemoteSlot remote="media" exposed="WatchPage" />, { handlers: [registryHandler] });
      expect(await screen.findByText(uiMessages.remoteFallbackTitle)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Watch' })).not.toBeInTheDocument();
    });
  });
});
