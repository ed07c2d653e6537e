import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarkLoaded } from '../routing/MarkLoaded';
import { UnauthorizedPage } from '../shell/AccessScreens/AccessScreens';
import { LearnerShell } from './shells';

// The signed-in portal's shells and its /unauthorized page, connected to the session and router.

export { LearnerShell };
/** Loaded on demand: most users are learners, and they need none of the admin chrome. */
export const AdminShell = lazy(() => import(/* webpackChunkName: "admin-shell" */ './admin-shell'));

/** /unauthorized, open to everyone; it counts as the page having loaded. */
export function UnauthorizedRoute() {
  const navigate = useNavigate();
  return (
    <>
      <UnauthorizedPage onGoHome={() => void navigate('/')} />
      <MarkLoaded />
    </>
  );
}
