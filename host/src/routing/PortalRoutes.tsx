import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSession } from '@cedar/shared/auth';
import { pagePattern } from '@cedar/shared/contract';
import { prefetchRemotes } from '@cedar/shared/federation';
import { UnauthorizedRoute } from '../app/signed-in-screens';
import { ROUTES, SHELL_REMOTES, type ShellKind, routeElement } from './route-table';

/** The signed-in portal's routes in a shell; once the first page is up, the shell's other remotes prefetch. */
export function PortalRoutes({ shell }: { shell: ShellKind }) {
  const loaded = useSession((s) => s.allComponentsLoaded);
  useEffect(() => {
    if (loaded) void prefetchRemotes(SHELL_REMOTES[shell]);
  }, [loaded, shell]);

  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route, shell)} />
      ))}
      <Route path={pagePattern('unauthorized')} element={<UnauthorizedRoute />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
