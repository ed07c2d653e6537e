import { registerRemotes } from '@module-federation/enhanced/runtime';

/** /remotes.json: remote name -> manifest URL, read at run time so a remote redeploys alone. */
export type RemoteRegistry = Record<string, string>;

let pending: Promise<RemoteRegistry> | null = null;

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function loadRemoteRegistry(): Promise<RemoteRegistry> {
  pending ??= fetch(new URL('/remotes.json', window.location.origin))
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const registry = (await response.json()) as RemoteRegistry;
      registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
      return registry;
    })
    .catch((error: unknown) => {
      // Let a later attempt (Retry) ask again.
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the registry; for tests. */
export function resetRemoteRegistry(): void {
  pending = null;
}
