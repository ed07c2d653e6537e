import { Suspense } from 'react';
import { useSession } from '@cedar/shared/auth';
import { firstLoginPage } from '@cedar/shared/contract';
import { remoteRoute } from '../routing/RemoteSlot';
import { PortalRoutes } from '../routing/PortalRoutes';
import { shellFor } from '../routing/guards';
import { useAppStyles } from './App.styles';
import { PortalRouter } from './PortalRouter';
import { usePresence } from '../presence/use-presence';
import { useWatchDataOutbox } from '../watch-data/use-watch-data-outbox';
import {
  AdminShell,
  AuthErrorScreen,
  AuthenticatingScreen,
  LandingScreen,
  LearnerShell,
  LoadingScreen,
  NoAccessScreen,
  NoCourseScreen,
  SigningOutScreen,
} from './screens';

function SignedInPortal() {
  const styles = useAppStyles();
  const shell = shellFor({ hasAdminAccess: useSession((s) => s.hasAdminAccess) });
  const loaded = useSession((s) => s.allComponentsLoaded);
  const Shell = shell === 'admin' ? AdminShell : LearnerShell;
  return (
    // The shell renders hidden so its first page can load; App's loading screen covers it until then.
    <div className={loaded ? undefined : styles.hidden}>
      {/* The admin shell loads on demand; the loading screen covers the wait. */}
      <Suspense fallback={null}>
        <Shell>
          <PortalRoutes shell={shell} />
        </Shell>
      </Suspense>
    </div>
  );
}

/** The page a remote declares for first login: the onboarding wizard (§2.6). */
const FIRST_LOGIN_PAGE = firstLoginPage();

/** The router's content: only the onboarding wizard on first login, else the shell. */
function SignedInContent() {
  usePresence(useSession((s) => s.email));
  useWatchDataOutbox();
  const firstLogin = useSession((s) => s.user?.first_login === true);
  return firstLogin && FIRST_LOGIN_PAGE ? remoteRoute(FIRST_LOGIN_PAGE) : <SignedInPortal />;
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
      // The router mounts only now: the sign-in callback rewrote the URL before 'ready'.
      return <PortalRouter Content={SignedInContent} />;
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
