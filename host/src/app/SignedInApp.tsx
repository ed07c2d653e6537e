import { Suspense } from 'react';
import { useSession } from '@cedar/shared/auth';
import { firstLoginPage } from '@cedar/shared/contract';
import { remoteRoute } from '../routing/RemoteSlot';
import { PortalRoutes } from '../routing/PortalRoutes';
import { shellFor } from '../routing/guards';
import { useAppStyles } from './App.styles';
import { PortalRouter } from './PortalRouter';
import { useWatchDataOutbox } from '../watch-data/use-watch-data-outbox';
import { AdminShell, LearnerShell } from './signed-in-screens';

// The signed-in portal: router, shells, routes and the watch-data outbox. A chunk of its own, so a
// signed-out visitor's landing page loads none of it (signed-in-app-loader.ts). Presence starts
// before it, in App.

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
  useWatchDataOutbox();
  const firstLogin = useSession((s) => s.user?.first_login === true);
  return firstLogin && FIRST_LOGIN_PAGE ? remoteRoute(FIRST_LOGIN_PAGE) : <SignedInPortal />;
}

/** The router with the shell, or the onboarding wizard on first login. */
export default function SignedInApp() {
  return <PortalRouter Content={SignedInContent} />;
}
