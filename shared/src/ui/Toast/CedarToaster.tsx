import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toastQueue } from './toast-queue.ts';

export { CEDAR_TOASTER_ID } from './toaster-id.ts';

const ToasterPanel = lazy(() =>
  import(/* webpackChunkName: "toaster" */ './ToasterPanel.tsx').then((module) => ({ default: module.ToasterPanel })),
);

/** The toast host: rendered once by PortalProviders; the toaster itself loads with the first toast. */
export function CedarToaster() {
  const wanted = useStore(toastQueue, (s) => s.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterPanel />
    </Suspense>
  );
}
