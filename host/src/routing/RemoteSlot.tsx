import { useEffect } from 'react';
import { markAllComponentsLoaded } from '@cedar/shared/auth';
import type { PageRef } from '@cedar/shared/contract';
import { RemoteComponent } from '@cedar/shared/federation';
import { setPageRemote } from '@cedar/shared/telemetry';
import { PageSkeleton } from '@cedar/shared/ui';
import { MarkLoaded } from './MarkLoaded';

/** Props of RemoteSlot: a remote and one of the pages it exposes (a PageRef), checked against ExposedModules. */
export type RemoteSlotProps = PageRef;

/**
 * A remote's page in the shell: a page skeleton while it loads, the fallback card with Retry if
 * it fails; either way the shell stops hiding its content once one of them is on screen.
 */
export function RemoteSlot(page: RemoteSlotProps) {
  // Speed and error reports of this page are counted against its remote.
  useEffect(() => setPageRemote(page.remote), [page.remote]);
  return (
    <RemoteComponent
      {...page}
      loading={<PageSkeleton />}
      afterLoad={<MarkLoaded />}
      onFailed={markAllComponentsLoaded}
    />
  );
}

/** The element of a route served by a remote: `remoteRoute({ remote: 'media', exposed: 'WatchPage' })`. */
export function remoteRoute(page: PageRef) {
  // Keyed, so moving between two remote routes never keeps the other's error state.
  return <RemoteSlot key={`${page.remote}/${page.exposed}`} {...page} />;
}
