import { TelemetryClient, type Transport } from './client.ts';
import { markLanding, setHostVersion } from './context.ts';
import { listenForPageErrors } from './page-errors.ts';
import { activeReporter, installReporter } from './reporter.ts';
import { beaconTransport } from './transport.ts';

export interface StartTelemetryOptions {
  /** The API base, '/api' in the portal: reports go to <apiBase>/v1/telemetry. */
  apiBase?: string;
  apiKey?: string | null;
  getAccessToken(): string | null;
  /** The last x-request-id the API answered with. */
  getRequestId?(): string | null;
  /** The host's build version (MF_BUILD_VERSION, else its package version). */
  hostVersion: string;
  /** Replaces the beacon transport; for tests. */
  transport?: Transport;
  /** Leaves web-vitals out; for tests (jsdom has no performance observers). */
  vitals?: boolean;
}

/**
 * Starts the page's speed and error reports: web vitals, window errors and rejections, and
 * batches sent on page hide and at most every 30 s. Once per page; later calls do nothing.
 * Returns the function that stops it (tests).
 */
export function startTelemetry(options: StartTelemetryOptions): () => void {
  if (activeReporter()) return () => undefined;
  setHostVersion(options.hostVersion);
  markLanding(window.location.pathname);
  const url = `${(options.apiBase ?? '/api').replace(/\/$/, '')}/v1/telemetry`;
  const client = new TelemetryClient({
    transport:
      options.transport ?? beaconTransport({ url, getAccessToken: options.getAccessToken, apiKey: options.apiKey }),
  });
  installReporter({ client, getRequestId: options.getRequestId ?? (() => null) });
  const stopErrors = listenForPageErrors();
  // Hidden covers tab switches and, on mobile, the last moment a page is known to run;
  // pagehide covers browsers that skip it on unload.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') client.flush();
  };
  const onPageHide = () => client.flush();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  // web-vitals observes with buffered entries, so it may start after the first render: its
  // chunk stays off the page's critical path (ADR 0041).
  if (options.vitals !== false) void import('./vitals.ts').then(({ measureWebVitals }) => measureWebVitals());
  return () => {
    stopErrors();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    installReporter(undefined);
  };
}
