import { registerRemotes } from '@module-federation/enhanced/runtime';

/** /remotes.json: remote name -> manifest URL, read at run time so a remote redeploys alone. */
export type RemoteRegistry = Record<string, string>;

let pending: Promise<RemoteRegistry> | null = null;

function fetchRegistry(cache?: RequestCache): Promise<RemoteRegistry> {
  const request = fetch(new URL('/remotes.json', window.location.origin), cache ? { cache } : undefined)
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const registry = (await response.json()) as RemoteRegistry;
      // Without force the runtime adds remotes it does not know and leaves registered ones
      // (and their loaded containers) alone; Retry re-registers its own remote with force.
      registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
      return registry;
    })
    .catch((error: unknown) => {
      // Let a later attempt (Retry) ask again.
      if (pending === request) pending = null;
      throw error;
    });
  return request;
}

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function loadRemoteRegistry(): Promise<RemoteRegistry> {
  pending ??= fetchRegistry();
  return pending;
}

/**
 * Fetches /remotes.json again past every cache (Retry after a failure), so a corrected entry
 * takes effect without a page load; later loads read this copy.
 */
export function refreshRemoteRegistry(): Promise<RemoteRegistry> {
  pending = fetchRegistry('no-store');
  return pending;
}

/** Forgets the registry; for tests. */
export function resetRemoteRegistry(): void {
  pending = null;
}
