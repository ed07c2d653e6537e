import { type ComponentType, useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

/**
 * A data router whose one catch-all route renders `Content` (which holds the portal's
 * descendant <Routes>). A data router, not a plain <BrowserRouter>, because only a data
 * router has useBlocker, so the unsaved-changes guard also stops the back and forward buttons.
 * It is created when it mounts: the sign-in callback has rewritten the URL by then.
 */
export function PortalRouter({ Content }: { Content: ComponentType }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', Component: Content }]));
  // The router listens to popstate until disposed; a later mount creates a fresh one.
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
