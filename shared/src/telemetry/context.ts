import { type ReportContext, safeVersion } from './reports.ts';
import { routePatternOf } from './route-pattern.ts';

/**
 * What the page knows about where it is: each remote's version (from its manifest, recorded by
 * the federation runtime plugin), the remote serving the current page and the host's own build.
 * Kept on globalThis because the runtime plugin is bundled apart from the app's modules: both
 * copies must read and write the same record.
 */
interface PageContext {
  hostVersion: string;
  versions: Map<string, string>;
  /** The remote of the page on screen (its federation name), null before one mounts. */
  currentRemote: string | null;
  /** The first page of this document load: LCP, FCP and TTFB belong to it. */
  landing: { route: string; remote: string | null } | null;
}

const KEY = Symbol.for('cedar.telemetry.context');

function state(): PageContext {
  const holder = globalThis as unknown as Record<symbol, PageContext | undefined>;
  holder[KEY] ??= { hostVersion: 'unknown', versions: new Map(), currentRemote: null, landing: null };
  return holder[KEY];
}

/** The name a report carries: 'host' or 'mf-<federation name>'. */
export function reportedRemote(remote: string | null | undefined): string {
  if (!remote || remote === 'host') return 'host';
  return remote.startsWith('mf-') ? remote : `mf-${remote}`;
}

export function setHostVersion(version: string): void {
  state().hostVersion = safeVersion(version);
}

/** Records a remote's version as its manifest states it (buildVersion, MF_BUILD_VERSION at build). */
export function recordRemoteVersion(remote: string, version: unknown): void {
  state().versions.set(remote.replace(/^mf-/, ''), safeVersion(version));
}

/** A remote's version, 'unknown' before its manifest was read (or when it could not be). */
export function remoteVersion(remote: string | null | undefined): string {
  if (!remote || remote === 'host') return state().hostVersion;
  return state().versions.get(remote.replace(/^mf-/, '')) ?? 'unknown';
}

/** The page on screen is served by this remote (the host's remote slot says so when it mounts). */
export function setPageRemote(remote: string | null): void {
  const context = state();
  context.currentRemote = remote;
  if (context.landing && context.landing.remote === null) context.landing.remote = remote;
}

/** Starts the landing page's record: the route of the document's first path. */
export function markLanding(pathname: string): void {
  state().landing ??= { route: routePatternOf(pathname), remote: null };
}

/** Context of a report about the page now on screen. */
export function currentContext(pathname: string, remote = state().currentRemote): ReportContext {
  return { route: routePatternOf(pathname), remote: reportedRemote(remote), version: remoteVersion(remote) };
}

/** Context of a report about the document's first page (load metrics). */
export function landingContext(pathname: string): ReportContext {
  const landing = state().landing;
  if (!landing) return currentContext(pathname);
  return { route: landing.route, remote: reportedRemote(landing.remote), version: remoteVersion(landing.remote) };
}

/** Forgets everything; for tests. */
export function resetPageContext(): void {
  const holder = globalThis as unknown as Record<symbol, PageContext | undefined>;
  holder[KEY] = undefined;
}
