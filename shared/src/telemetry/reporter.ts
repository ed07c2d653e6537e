import type { TelemetryClient } from './client.ts';
import { currentContext, landingContext } from './context.ts';
import { errorFingerprint, firstFrame } from './fingerprint.ts';
import type { ErrorSource, VitalName } from './reports.ts';

/**
 * The page's one reporter. Kept on globalThis like the page context: the federation runtime
 * plugin (bundled apart) and the app report to the same queue. Before startTelemetry runs,
 * reports are dropped: a test or Storybook never sends anything.
 */
interface Reporter {
  client: TelemetryClient;
  getRequestId(): string | null;
}

const KEY = Symbol.for('cedar.telemetry.reporter');
const holder = globalThis as unknown as Record<symbol, Reporter | undefined>;

export function installReporter(reporter: Reporter | undefined): void {
  holder[KEY] = reporter;
}

export function activeReporter(): Reporter | undefined {
  return holder[KEY];
}

const pathname = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/** The remote whose build threw, when the first stack frame is one of its files (/remotes/<name>/). */
function remoteOfStack(error: unknown): string | null {
  const frame = firstFrame(error instanceof Error ? error.stack : undefined);
  return /\/remotes\/([a-z0-9-]+)\//.exec(frame)?.[1] ?? null;
}

/** Reports an error once per page: its fingerprint, never its message. `remote` is a federation name. */
export function reportError(source: ErrorSource, error: unknown, remote?: string | null): void {
  const reporter = activeReporter();
  if (!reporter) return;
  const context = currentContext(pathname(), remote ?? remoteOfStack(error) ?? undefined);
  const requestId = reporter.getRequestId() ?? undefined;
  reporter.client.add({ kind: 'error', source, fingerprint: errorFingerprint(error), requestId, ...context });
}

/** Reports a measurement. Load metrics (LCP, FCP, TTFB) belong to the document's first page. */
export function reportVital(name: VitalName, value: number, remote?: string): void {
  const reporter = activeReporter();
  if (!reporter) return;
  const loadMetric = name === 'LCP' || name === 'FCP' || name === 'TTFB';
  const context =
    remote !== undefined
      ? currentContext(pathname(), remote)
      : loadMetric
        ? landingContext(pathname())
        : currentContext(pathname());
  reporter.client.add({ kind: 'vital', name, value, ...context });
}

const timedRemotes = new Set<string>();

/** A remote's first load of the page took `ms` (manifest, entry and exposed module). */
export function reportRemoteLoad(remote: string, ms: number): void {
  if (timedRemotes.has(remote)) return;
  timedRemotes.add(remote);
  reportVital('remote-load', ms, remote);
}
