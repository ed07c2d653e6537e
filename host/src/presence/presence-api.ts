import { apiFetch } from '@cedar/shared/api';
import { pathFor, type PresenceBeacon } from '@cedar/shared/contract';

/** Marks the signed-in user online now; the server counts them online for 5 minutes. */
export function sendHeartbeat(): Promise<unknown> {
  return apiFetch(pathFor('presenceHeartbeat'), { method: 'POST' });
}

/**
 * Marks the user offline. `keepalive` lets the request outlive a closing window; a plain
 * sendBeacon cannot carry the bearer token.
 */
export function sendOfflineBeacon(email: string, now: Date): Promise<unknown> {
  const body: PresenceBeacon = { is_online: false, user_last_seen: now.toISOString() };
  return apiFetch(pathFor('offlineBeacon', { email }), { method: 'POST', body, keepalive: true });
}
