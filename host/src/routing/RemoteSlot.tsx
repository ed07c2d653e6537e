import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import { PageSkeleton } from '@cedar/shared/ui';
import { loadRemoteComponent } from '../federation/remote-loader';
import { MarkLoaded } from './MarkLoaded';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LazyRemote = LazyExoticComponent<ComponentType>;

// One lazy component per exposed module, so navigating back does not load it again.
// React.lazy keeps a rejection for good: a retry replaces the entry.
const lazyRemotes = new Map<string, LazyRemote>();

function lazyRemote(remote: string, exposed: string): LazyRemote {
  const key = `${remote}/${exposed}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(remote, exposed));
    lazyRemotes.set(key, component);
  }
  return component;
}

/**
 * Loads the module afresh, from the remote's current registry entry, and, once it is back,
 * lets the next render use it.
 */
async function reloadRemote(remote: string, exposed: string): Promise<void> {
  const module = await loadRemoteComponent(remote, exposed, { retry: true });
  lazyRemotes.set(
    `${remote}/${exposed}`,
    lazy(() => Promise.resolve(module)),
  );
}

/** Forgets every loaded remote component; for tests. */
export function resetRemoteSlots(): void {
  lazyRemotes.clear();
}

/** Props of RemoteSlot. */
export interface RemoteSlotProps {
  remote: string;
  exposed: string;
}

/** A remote's exposed component with a skeleton while it loads and the fallback card if it fails. */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  const [generation, setGeneration] = useState(0);
  const Remote = lazyRemote(remote, exposed);
  const retry = async () => {
    await reloadRemote(remote, exposed);
    setGeneration((g) => g + 1);
  };
  return (
    <RemoteErrorBoundary key={generation} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <Remote />
        <MarkLoaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The element of a route served by a remote: `remoteRoute('media', './WatchPage')`. */
export function remoteRoute(remote: string, exposed: string) {
  // Keyed, so moving between two remote routes never keeps the other's error state.
  return <RemoteSlot key={`${remote}/${exposed}`} remote={remote} exposed={exposed} />;
}
