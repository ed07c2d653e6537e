import { renderHook } from '@testing-library/react';
import { resetSession, seedSession } from '@cedar/shared/auth';
import { resetTagManagerEvents, useTagManagerEvents } from './use-tag-manager-events';

const layer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

describe('useTagManagerEvents', () => {
  beforeEach(() => {
    resetSession();
    resetTagManagerEvents();
    (window as unknown as { dataLayer?: unknown }).dataLayer = undefined;
  });

  it('pushes login and user_id once per shell, with tracking id and role, never e-mail or name', () => {
    seedSession({
      status: 'ready',
      trackingId: 'kc-4f1d2c',
      role: 5,
      email: 'coach@cedar.test',
    });
    const { rerender } = renderHook(({ shell }) => useTagManagerEvents(shell), {
      initialProps: { shell: 'learner' as 'learner' | 'admin' },
    });
    rerender({ shell: 'learner' });
    rerender({ shell: 'admin' });
    expect(layer()).toEqual([
      { event: 'login', user_id: 'kc-4f1d2c', role: 5, shell: 'learner' },
      { event: 'user_id', user_id: 'kc-4f1d2c', role: 5, shell: 'learner' },
      { event: 'login', user_id: 'kc-4f1d2c', role: 5, shell: 'admin' },
      { event: 'user_id', user_id: 'kc-4f1d2c', role: 5, shell: 'admin' },
    ]);
    expect(JSON.stringify(layer())).not.toContain('cedar.test');
  });

  it('waits for a ready session', () => {
    seedSession({ status: 'loading-user', trackingId: 'kl-1', role: 1 });
    renderHook(() => useTagManagerEvents('learner'));
    expect(layer()).toEqual([]);
  });
});
