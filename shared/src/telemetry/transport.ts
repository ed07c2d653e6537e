import type { Transport } from './client.ts';

export interface BeaconTransportOptions {
  /** Absolute or root-relative URL of POST /api/v1/telemetry. */
  url: string;
  getAccessToken(): string | null;
  /** The public client id (x-api-key); grants nothing, sent when a header can be. */
  apiKey?: string | null;
}

/**
 * Sends a batch so it survives the page going away. Signed in, a keepalive fetch carries the
 * bearer token (sendBeacon cannot set headers); signed out, sendBeacon posts it as a JSON blob.
 * Any failure resolves false and is never logged.
 */
export function beaconTransport({ url, getAccessToken, apiKey }: BeaconTransportOptions): Transport {
  return async (body) => {
    try {
      const token = getAccessToken();
      if (token) {
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        };
        if (apiKey) headers['x-api-key'] = apiKey;
        const response = await fetch(url, { method: 'POST', keepalive: true, headers, body });
        return response.ok;
      }
      if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  };
}
