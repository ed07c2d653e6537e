import { useEffect } from 'react';
import { useSession } from '@cedar/shared/auth';
import { pushTagManagerEvent } from '@cedar/shared/telemetry';

const pushed = new Set<string>();

/**
 * The spec's tag-manager events (profiles-shell-and-access §3.9, admin-console §7): `login` and
 * `user_id` when a shell first shows for a signed-in user, once per page and shell, with the
 * tracking id and role only.
 */
export function useTagManagerEvents(shell: 'learner' | 'admin'): void {
  const trackingId = useSession((s) => s.trackingId);
  const role = useSession((s) => s.role);
  const ready = useSession((s) => s.status === 'ready');
  useEffect(() => {
    if (!ready || !trackingId || role === null) return;
    const key = `${shell}|${trackingId}`;
    if (pushed.has(key)) return;
    pushed.add(key);
    pushTagManagerEvent({ event: 'login', user_id: trackingId, role, shell });
    pushTagManagerEvent({ event: 'user_id', user_id: trackingId, role, shell });
  }, [ready, trackingId, role, shell]);
}

/** Forgets which events were pushed; for tests. */
export function resetTagManagerEvents(): void {
  pushed.clear();
}
