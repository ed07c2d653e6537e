import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedName, ExposedProps, RemoteName } from '@cedar/shared/contract';
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
 * Forgets the federation runtime's state for a remote: registering it again with force
 * removes its cached manifest, remote entry, module instance and global container, and the
 * chunks it loaded are forgotten too, so the next load fetches and evaluates everything afresh
 * (from `entry`, its current URL) without reloading the page.
 */
function resetRemote(remote: string, entry: string): void {
  registerRemotes([{ name: remote, entry }], { force: true });
  forgetLoadedChunks(remote);
  clearRemoteFailure(remote);
}

/** Options of loadRemoteComponent. */
export interface LoadRemoteOptions {
  /** Retry after a failure: read /remotes.json again and re-register the remote with its current URL. */
  retry?: boolean;
}

/** Loads an exposed component of a remote (a name of ExposedModules); rejects with RemoteLoadError. */
export async function loadRemoteComponent<R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  exposed: M,
  { retry = false }: LoadRemoteOptions = {},
): Promise<RemoteComponentModule<ExposedProps<R, M>>> {
  try {
    const registry = retry ? await refreshRemoteRegistry() : await loadRemoteRegistry();
    const entry = registry[remote];
    if (!entry) throw new Error(`/remotes.json has no entry for "${remote}"`);
    if (retry || hasRemoteFailed(remote)) resetRemote(remote, entry);
    const module = await loadRemote<RemoteComponentModule<ExposedProps<R, M>>>(`${remote}/${exposed}`);
    if (!module?.default) {
      throw new Error(`${exposed} has no default export`);
    }
    return module;
  } catch (error) {
    recordRemoteFailure(remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  }
}

type IdleCallback = (callback: () => void) => void;

const whenIdle: IdleCallback = (callback) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
};

/** Fetches the named remotes (the shell's others) when the browser is idle, so their routes open fast. */
export async function prefetchRemotes(names: readonly RemoteName[], idle: IdleCallback = whenIdle): Promise<void> {
  const registry: Record<string, string> = await loadRemoteRegistry().catch(() => ({}));
  const known = names.filter((name) => name in registry);
  idle(() => {
    for (const name of known) {
      // A failed prefetch is recorded by the runtime plugin; the route's own load retries it.
      preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync' }]).catch(() => recordRemoteFailure(name));
    }
  });
}
