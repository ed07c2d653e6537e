import { markAllComponentsLoaded } from '@cedar/shared/auth';
import { RemoteComponent } from '@cedar/shared/federation';
import { PageSkeleton } from '@cedar/shared/ui';
import { MarkLoaded } from './MarkLoaded';

/** Props of RemoteSlot. */
export interface RemoteSlotProps {
  remote: string;
  exposed: string;
}

/**
 * A remote's page in the shell: a page skeleton while it loads, the fallback card with Retry if
 * it fails; either way the shell stops hiding its content once one of them is on screen.
 */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  return (
    <RemoteComponent
      remote={remote}
      exposed={exposed}
      loading={<PageSkeleton />}
      afterLoad={<MarkLoaded />}
      onFailed={markAllComponentsLoaded}
    />
  );
}

/** The element of a route served by a remote: `remoteRoute('media', './WatchPage')`. */
export function remoteRoute(remote: string, exposed: string) {
  // Keyed, so moving between two remote routes never keeps the other's error state.
  return <RemoteSlot key={`${remote}/${exposed}`} remote={remote} exposed={exposed} />;
}
