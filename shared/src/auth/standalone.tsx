import { Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, RouterProvider, Routes, createBrowserRouter } from 'react-router-dom';
import { Body1, Button, Spinner } from '@fluentui/react-components';
import { swrConfig } from '@cedar/shared/api';
import { PortalProviders } from '@cedar/shared/ui/core';
import type { BoundRemote } from '@cedar/shared/contract';
// The session's state is @cedar/shared/auth's, taken through the package's name: this entry is
// built into each remote's standalone bundle, and a relative import would give it a session of
// its own.
import { login, markAllComponentsLoaded, requestLogout, startSession, useSession } from '@cedar/shared/auth';
import { type StandalonePages as Pages, type StandaloneRoute, standalonePages } from './standalone-routes.tsx';

function Loaded() {
  useEffect(markAllComponentsLoaded, []);
  return null;
}

function StandalonePages({ routes }: { routes: readonly StandaloneRoute[] }) {
  return (
    <>
      <Button appearance="subtle" onClick={requestLogout}>
        Sign Out
      </Button>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
        <Loaded />
      </Suspense>
    </>
  );
}

/** A data router, as in the portal, so a page's unsaved-changes guard also stops the back button. */
function StandaloneRouter({ routes }: { routes: readonly StandaloneRoute[] }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <StandalonePages routes={routes} /> }]));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

function StandaloneGate({ name, pages }: { name: string; pages: Pages }) {
  const status = useSession((s) => s.status);
  const reason = useSession((s) => s.errorReason);
  const firstLogin = useSession((s) => s.user?.first_login === true);
  // Plain screens on purpose: the portal's real ones belong to the host's shell.
  if (status === 'authenticating' || status === 'loading-user') return <Spinner label={`${name}: signing in`} />;
  if (status === 'anonymous') return <Button onClick={() => void login()}>Log In</Button>;
  if (status === 'no-access') return <Body1>This account has no user record in the portal.</Body1>;
  if (status === 'no-course') return <Body1>This account has no course.</Body1>;
  if (status === 'error') return <Body1>{reason ?? 'Sign-in failed.'}</Body1>;
  // The router mounts only once signed in: the sign-in callback rewrote the URL before that.
  // As in the portal, a first login sees only the first-login page, at any path.
  const { FirstLogin, routes } = pages;
  if (firstLogin && FirstLogin) return <StandaloneRouter routes={[{ path: '*', Component: FirstLogin }]} />;
  return <StandaloneRouter routes={routes} />;
}

/**
 * Standalone dev mode of a remote (`npm run dev -w mf-<name>`): the pages its `src/remote.ts`
 * declares, inside the portal's providers, with the portal's sign-in against the API the dev
 * server proxies to.
 */
export function mountStandalone(remote: BoundRemote): void {
  const name = remote.declaration.name;
  const pages = standalonePages(remote);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <PortalProviders swr={swrConfig}>
      <StandaloneGate name={name} pages={pages} />
    </PortalProviders>,
  );
  void startSession();
}
