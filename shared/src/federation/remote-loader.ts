import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// By the package's name, not a relative path: the API client is a shared module, and its count
// of calls in flight must be the one every app's calls go through.
import { whenApiSettled } from '@cedar/shared/api';
import type { ExposedName, ExposedProps, ExposedRef, RemoteName } from '@cedar/shared/contract';
import { reportError, reportRemoteLoad } from '../telemetry/reporter.ts';
import { loadRemoteRegistry, refreshRemoteRegistry } from './registry.ts';
import { RemoteLoadError, clearRemoteFailure, hasRemoteFailed, recordRemoteFailure } from './remote-failures.ts';

/** What an exposed page or widget module looks like: a default-exported component. */
export interface RemoteComponentModule<P = object> {
  default: ComponentType<P>;
}

/**
 * The remote's webpack chunk-loading array (`webpackChunk` + output.uniqueName, which
 * shared/federation sets to `cedar_<name>`). It outlives the remote's runtime and keeps every
 * chunk the remote ever received, and a new runtime of the remote installs them all again: a
 * module that threw (a broken release) would come back after the remote itself was fixed.
 */
function forgetLoadedChunks(remote: string): void {
  const chunks: unknown = Reflect.get(globalThis, `webpackChunkcedar_${remote}`);
  // Emptied, not replaced: the old runtime (its pages may still be mounted) keeps receiving
  // the chunks loaded from now on through the same array.
  if (Array.isArray(chunks)) chunks.length = 0;
}

/**
 * Loads started ahead of the page that shows them (startRemoteComponent), by `remote/exposed`:
 * the page's own load takes its one over, once, so the module is fetched, timed and (if it
 * fails) reported once.
 */
const started = new Map<string, Promise<RemoteComponentModule<unknown>>>();

/**
 * Forgets the federation runtime's state for a remote: registering it again with force
 * removes its cached manifest, remote entry, module instance and global container, and the
 * chunks it loaded are forgotten too, so the next load fetches and evaluates everything afresh
 * (from `entry`, its current URL) without reloading the page.
 */
function resetRemote(remote: string, entry: string): void {
  for (const key of [...started.keys()]) if (key.startsWith(`${remote}/`)) started.delete(key);
  registerRemotes([{ name: remote, entry }], { force: true });
  forgetLoadedChunks(remote);
  clearRemoteFailure(remote);
}

/** Options of loadRemoteComponent. */
export interface LoadRemoteOptions {
  /** Retry after a failure: read /remotes.json again and re-register the remote with its current URL. */
  retry?: boolean;
}

/**
 * Starts loading an exposed component that a page is about to show, before the code that shows
 * it has arrived: the host calls it for the first page as soon as the user is known (the first
 * page's remote used to wait for the signed-in portal's own chunk). The next loadRemoteComponent
 * of the same module, without retry, returns this load, failed or not.
 */
export function startRemoteComponent({ remote, exposed }: ExposedRef): void {
  const key = `${remote}/${exposed}`;
  if (started.has(key)) return;
  const load = (loadRemoteComponent as (remote: RemoteName, exposed: string) => Promise<unknown>)(remote, exposed);
  // Handled by the page that takes it over (its fallback card); nothing to do here.
  load.catch(() => undefined);
  started.set(key, load as Promise<RemoteComponentModule<unknown>>);
}

/** Loads an exposed component of a remote (a name of ExposedModules); rejects with RemoteLoadError. */
export async function loadRemoteComponent<R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  exposed: M,
  { retry = false }: LoadRemoteOptions = {},
): Promise<RemoteComponentModule<ExposedProps<R, M>>> {
  const ahead = retry ? undefined : started.get(`${remote}/${exposed}`);
  if (ahead) {
    started.delete(`${remote}/${exposed}`);
    return ahead as Promise<RemoteComponentModule<ExposedProps<R, M>>>;
  }
  const startedAt = performance.now();
  try {
    const registry = retry ? await refreshRemoteRegistry() : await loadRemoteRegistry();
    const entry = registry[remote];
    if (!entry) throw new Error(`/remotes.json has no entry for "${remote}"`);
    if (retry || hasRemoteFailed(remote)) resetRemote(remote, entry);
    const module = await loadRemote<RemoteComponentModule<ExposedProps<R, M>>>(`${remote}/${exposed}`);
    if (!module?.default) {
      throw new Error(`${exposed} has no default export`);
    }
    // Real-user speed of the remote: the first load of the page, registry to module.
    reportRemoteLoad(remote, performance.now() - startedAt);
    return module;
  } catch (error) {
    recordRemoteFailure(remote);
    // The runtime plugin reported the same error if it came from the runtime: de-duplicated.
    reportError('remote-load', error instanceof RemoteLoadError ? error.cause : error, remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  }
}

type IdleCallback = (callback: () => void) => void;

/**
 * Once the page has its answers (no API call in flight for a moment) and the browser is idle:
 * prefetching earlier competed with the page's own calls for a phone's connection.
 */
const whenPageSettled: IdleCallback = (callback) => {
  void whenApiSettled().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
    else setTimeout(callback, 200);
  });
};

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The reader asked to save data, or the connection is 2G-slow: nothing is fetched ahead. */
export function prefersNoPrefetch(connection?: NetworkInformation): boolean {
  if (!connection) return false;
  return connection.saveData === true || /^(slow-2g|2g)$/.test(connection.effectiveType ?? '');
}

/**
 * Fetches the named remotes' manifests and entries (the shell's others) once the page's API
 * calls have settled and the browser is idle, so their routes open a round trip sooner; never
 * their pages, which load when a route shows them, and nothing at all on a Save-Data or 2G
 * connection.
 */
export async function prefetchRemotes(
  names: readonly RemoteName[],
  idle: IdleCallback = whenPageSettled,
  connection: NetworkInformation | undefined = Reflect.get(navigator, 'connection') as NetworkInformation | undefined,
): Promise<void> {
  if (prefersNoPrefetch(connection)) return;
  const registry: Record<string, string> = await loadRemoteRegistry().catch(() => ({}));
  const known = names.filter((name) => name in registry);
  idle(() => {
    for (const name of known) {
      // A failed prefetch is recorded by the runtime plugin; the route's own load retries it.
      // The filter drops every exposed module's files: only the manifest and remoteEntry.js load.
      preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync', filter: () => false }]).catch(() =>
        recordRemoteFailure(name),
      );
    }
  });
}
