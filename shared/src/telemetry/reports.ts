/**
 * What the browser sends to POST /api/v1/telemetry: measurements and error fingerprints, each
 * with a route pattern, a remote and its version. Every field is a number, a name from a fixed
 * list or a string held to a narrow pattern, so no e-mail, token, message or form text can
 * leave the browser even by mistake (docs/decisions/0031-browser-telemetry.md).
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'remote-load'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const ERROR_SOURCES = ['remote-load', 'render', 'unhandled'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** Where a report comes from: the route pattern, the remote that serves it and its version. */
export interface ReportContext {
  /** A route pattern ('/profile/:useremail'), never the path itself. */
  route: string;
  /** 'host' or 'mf-<name>'. */
  remote: string;
  version: string;
}

export interface VitalReport extends ReportContext {
  kind: 'vital';
  name: VitalName;
  /** Milliseconds; CLS is unitless. */
  value: number;
}

export interface ErrorReport extends ReportContext {
  kind: 'error';
  source: ErrorSource;
  /** Hash of the error's name and first stack frame: never its message. */
  fingerprint: string;
  /** The last API request id the page saw, so an error can be found in the server's logs. */
  requestId?: string;
}

export type TelemetryReport = VitalReport | ErrorReport;

/** Limits of the endpoint's contract. */
export const MAX_REPORTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 64 * 1024;

const ROUTE = /^\/[A-Za-z0-9/_:.-]*$/;
const REMOTE = /^(host|mf-[a-z0-9-]{1,40})$/;
const VERSION = /^[A-Za-z0-9._+-]{1,40}$/;
const FINGERPRINT = /^[0-9a-f]{8,64}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A version as the contract takes it: anything else (missing, too long, odd characters) is 'unknown'. */
export function safeVersion(version: unknown): string {
  return typeof version === 'string' && VERSION.test(version) ? version : 'unknown';
}

function validContext(report: ReportContext): boolean {
  return (
    typeof report.route === 'string' &&
    report.route.length <= 120 &&
    ROUTE.test(report.route) &&
    typeof report.remote === 'string' &&
    REMOTE.test(report.remote) &&
    typeof report.version === 'string' &&
    VERSION.test(report.version)
  );
}

/**
 * The report as it may be sent, rebuilt from the contract's fields only (anything else a
 * caller put on the object is dropped), or null when a field breaks the contract.
 */
export function sanitizeReport(report: TelemetryReport): TelemetryReport | null {
  if (!validContext(report)) return null;
  const context = { route: report.route, remote: report.remote, version: report.version };
  if (report.kind === 'vital') {
    if (!(VITAL_NAMES as readonly string[]).includes(report.name)) return null;
    if (typeof report.value !== 'number' || !Number.isFinite(report.value) || report.value < 0) return null;
    // Whole milliseconds are plenty; CLS keeps four decimals.
    const value = report.name === 'CLS' ? Math.round(report.value * 10_000) / 10_000 : Math.round(report.value);
    return { kind: 'vital', name: report.name, value, ...context };
  }
  if (report.kind === 'error') {
    if (!(ERROR_SOURCES as readonly string[]).includes(report.source)) return null;
    if (typeof report.fingerprint !== 'string' || !FINGERPRINT.test(report.fingerprint)) return null;
    const clean: ErrorReport = { kind: 'error', source: report.source, fingerprint: report.fingerprint, ...context };
    if (typeof report.requestId === 'string' && REQUEST_ID.test(report.requestId)) clean.requestId = report.requestId;
    return clean;
  }
  return null;
}
