import { useEffect, useState } from 'react';
import { getUserManager, loadSessionUser, login, requestLogout, useSession } from '@cedar/shared/auth';
import { NoAccessScreen as NoAccess, NoCourseScreen as NoCourse } from '../shell/AccessScreens/AccessScreens';
import { AuthErrorScreen as AuthError, AuthLoader } from '../shell/AuthScreens/AuthScreens';
import { LandingPage } from '../shell/LandingPage/LandingPage';
import { shellMessages } from '../shell/messages';
import { LoadingScreen as Loading } from '../shell/LoadingScreen/LoadingScreen';

// The one place that connects the screens of each session status (host/src/shell/**) to the
// session. They are all a signed-out visitor's page loads; the signed-in portal is SignedInApp.

export function LandingScreen() {
  return <LandingPage onLogIn={() => void login()} />;
}

export const AuthenticatingScreen = AuthLoader;

/** Sign Out is under way (§4.2): no page stays mounted to call the API meanwhile. */
export function SigningOutScreen() {
  return <AuthLoader label={shellMessages.signingOut} />;
}

/** The given_name of the signed-in user's ID token, once read from the stored sign-in; else null. */
function useTokenGivenName(): string | null {
  const accessToken = useSession((s) => s.accessToken);
  const [givenName, setGivenName] = useState<string | null>(null);
  useEffect(() => {
    if (!accessToken) return;
    let manager;
    try {
      manager = getUserManager();
    } catch {
      return; // No sign-in has run (stories, tests of other screens).
    }
    let current = true;
    manager
      .getUser()
      .then((user) => {
        const name = user?.profile.given_name;
        if (current) setGivenName(typeof name === 'string' && name.trim() ? name : null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [accessToken]);
  return givenName;
}

/**
 * The loading screen (§2.3) from the user lookup until the first page is there. It greets with
 * the user record's name, and with the sign-in token's given_name until the record arrives.
 */
export function LoadingScreen() {
  const recordName = useSession((s) => s.user?.preferred_name || s.user?.first_name || null);
  const tokenName = useTokenGivenName();
  return <Loading firstName={recordName ?? tokenName} />;
}

/** Signed in, but the portal has no user record for this identity (§2.3 "No access for a signed-in user"). */
export function NoAccessScreen() {
  return <NoAccess email={useSession((s) => s.email) ?? ''} onSignOut={requestLogout} />;
}

/** A user record without an active membership (DECISIONS: the no-course screen). */
export function NoCourseScreen() {
  return <NoCourse email={useSession((s) => s.email) ?? ''} onSignOut={requestLogout} />;
}

export function AuthErrorScreen() {
  // Signed in but the user could not be loaded: load again; else sign in again.
  const signedIn = useSession((s) => s.accessToken !== null);
  const retry = signedIn ? () => void loadSessionUser() : () => void login('/');
  return <AuthError onRetry={retry} onSignOut={signedIn ? requestLogout : undefined} />;
}
