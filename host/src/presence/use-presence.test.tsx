import { configureApiClient, resetApiClient } from '@cedar/shared/api';
import { apiHandler, server, TEST_API_BASE } from '@cedar/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { usePresence } from './use-presence';

interface Call {
  path: string;
  body: unknown;
}

function recordPresenceCalls(): Call[] {
  const calls: Call[] = [];
  const answer = { message: { is_online: true, user_last_seen: new Date().toISOString() } };
  server.use(
    apiHandler('post', '/v1/presence/heartbeat', () => {
      calls.push({ path: 'heartbeat', body: null });
      return HttpResponse.json(answer);
    }),
    apiHandler('post', '/user/:email', async ({ request, params }) => {
      calls.push({ path: `beacon ${String(params.email)}`, body: await request.json() });
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

describe('usePresence', () => {
  beforeEach(() => {
    window.localStorage.clear();
    configureApiClient({ apiBase: TEST_API_BASE, getAccessToken: () => 'token' });
  });
  afterEach(() => resetApiClient());

  it('sets the user online on load and counts the window', async () => {
    const calls = recordPresenceCalls();
    renderHook(() => usePresence('learner@cedar.test'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['heartbeat']));
    expect(window.localStorage.getItem('windowCount')).toBe('1');
  });

  it('sends the offline beacon only when the last window closes', async () => {
    const calls = recordPresenceCalls();
    window.localStorage.setItem('windowCount', '1');
    renderHook(() => usePresence('learner@cedar.test'));
    await waitFor(() => expect(calls).toHaveLength(1));

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(window.localStorage.getItem('windowCount')).toBe('1');
    expect(calls).toHaveLength(1);

    window.localStorage.setItem('windowCount', '1');
    act(() => void window.dispatchEvent(new Event('pageshow')));
    expect(calls).toHaveLength(1);
  });

  it('beacons offline with the last-seen time when the last window closes', async () => {
    const calls = recordPresenceCalls();
    renderHook(() => usePresence('learner@cedar.test'));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      path: 'beacon learner@cedar.test',
      body: { is_online: false, user_last_seen: expect.any(String) },
    });
    expect(window.localStorage.getItem('windowCount')).toBe('0');
  });

  it('goes offline when the browser does and online again when it returns', async () => {
    const calls = recordPresenceCalls();
    renderHook(() => usePresence('learner@cedar.test'));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(calls[1]?.path).toBe('beacon learner@cedar.test'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls[2]?.path).toBe('heartbeat'));
  });

  it('sends a heartbeat every 60 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const calls = recordPresenceCalls();
      renderHook(() => usePresence('learner@cedar.test'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(120_000);
      });
      await waitFor(() => expect(calls.filter((c) => c.path === 'heartbeat')).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing without a signed-in user', () => {
    renderHook(() => usePresence(null));
    expect(window.localStorage.getItem('windowCount')).toBeNull();
  });
});
