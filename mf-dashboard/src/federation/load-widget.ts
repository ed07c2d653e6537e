import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** An exposed widget module: a default-exported component. */
export interface WidgetModule<P> {
  default: ComponentType<P>;
}

let registry: Promise<Record<string, string>> | null = null;

/**
 * The portal's remote registry (/remotes.json), registered with this remote's federation
 * instance once: in the portal the host registered the same entries (registering them again
 * changes nothing), and in standalone dev mode there is no host to do it.
 */
function loadRegistry(): Promise<Record<string, string>> {
  registry ??= fetch(new URL('/remotes.json', window.location.origin))
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const entries = (await response.json()) as Record<string, string>;
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
      return entries;
    })
    .catch((error: unknown) => {
      registry = null;
      throw error;
    });
  return registry;
}

/**
 * Loads a widget another remote exposes (`connect/StudySessionCard`). With `fresh`, a remote
 * that failed before is registered again, so its entry and manifest are fetched anew.
 */
export async function loadWidget<P>(remote: string, exposed: string, fresh = false): Promise<WidgetModule<P>> {
  const entries = await loadRegistry();
  if (fresh && entries[remote]) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  const module = await loadRemote<WidgetModule<P>>(`${remote}/${exposed}`);
  if (!module?.default) throw new Error(`${remote}/${exposed} has no default export`);
  return module;
}

/** Forgets the registry; for tests. */
export function resetWidgetRegistry(): void {
  registry = null;
}
