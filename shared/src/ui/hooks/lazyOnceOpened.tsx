import { type ComponentType, lazy, Suspense } from 'react';
import { useOpenedOnce } from './useOpenedOnce.ts';

/**
 * A dialog or drawer whose code is fetched the first time it opens, then kept mounted (so its
 * closing motion plays) like useOpenedOnce. A page that may never open it does not download
 * Fluent's dialog, drawer and motion packages with its first render (ADR 0042). `load` is the
 * caller's own dynamic import, so the chunk belongs to the app that shows the dialog.
 */
export function lazyOnceOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnceOpened(props: P) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
