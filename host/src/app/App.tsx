import { Suspense, lazy } from 'react';
import { useSession } from '@cedar/shared/auth';
import {
  AuthErrorScreen,
  AuthenticatingScreen,
  LandingScreen,
  LoadingScreen,
  NoAccessScreen,
  NoCourseScreen,
  SigningOutScreen,
} from './access-screens';
import { loadSignedInApp } from './signed-in-app-loader';
import { usePresence } from '../presence/use-presence';

const SignedInApp = lazy(loadSignedInApp);

/**
 * The signed-in user's presence (§4.7), from the moment the session is ready: not in the portal's
 * chunk, whose first commit holds the first page's widgets, so their first polls would go out
 * before the heartbeat and find the user offline (ADR 0044).
 */
function Presence() {
  usePresence(useSession((s) => s.email));
  return null;
}

/**
 * The loading screen shows from the user lookup until the first page has loaded (§2.3), except
 * over the onboarding wizard, which is the only screen on first login.
 */
function useLoadingScreenShown(): boolean {
  return useSession(
    (s) =>
      s.status === 'loading-user' || (s.status === 'ready' && !s.allComponentsLoaded && s.user?.first_login !== true),
  );
}

/** A screen per session status (§2.3, §2.4); the router with the shell once the user is ready. */
function SessionContent() {
  const status = useSession((s) => s.status);

  switch (status) {
    case 'authenticating':
      return <AuthenticatingScreen />;
    case 'anonymous':
      return <LandingScreen />;
    case 'loading-user':
      // App's loading screen is all there is yet.
      return null;
    case 'no-access':
      return <NoAccessScreen />;
    case 'no-course':
      return <NoCourseScreen />;
    case 'error':
      return <AuthErrorScreen />;
    case 'signing-out':
      return <SigningOutScreen />;
    case 'ready':
      // The router mounts only now: the sign-in callback rewrote the URL before 'ready'. Its
      // chunk was fetched from 'loading-user' on; the loading screen covers any wait left.
      return (
        <>
          <Presence />
          <Suspense fallback={null}>
            <SignedInApp />
          </Suspense>
        </>
      );
  }
}

/** The portal: the session's screen, the onboarding wizard on first login, else the shell. */
export function App() {
  const loading = useLoadingScreenShown();
  return (
    <>
      {/*
        One loading screen for the whole wait, the user lookup and then the first page: it keeps
        this place in the tree while the status changes, so it is never mounted again and its
        10 s bar and 6 s message do not start over.
      */}
      {loading && <LoadingScreen />}
      <SessionContent />
    </>
  );
}
