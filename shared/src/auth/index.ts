export {
  LOGOUT_EVENT,
  LOGOUT_FAILED_MESSAGE,
  currentUrl,
  login,
  logout,
  reloginAfterUnauthorized,
  requestLogout,
  switchCoachView,
} from './actions.ts';
export { initialCohortId, selectCohort, useCurrentCohort } from './cohort.ts';
export { browserTimeZone, useDisplayTimeZone } from './time-zone.ts';
export { callbackTarget, loginStateFor, type LoginState } from './login-target.ts';
export { can, useCan, useCohortAccess, usePermissions, type PermissionKey } from './permissions.ts';
export { loadPortalConfig, resetPortalConfig, type PortalConfig } from './portal-config.ts';
export {
  initialSessionState,
  markAllComponentsLoaded,
  resetSession,
  seedSession,
  sessionStore,
  useSession,
  type SessionState,
  type SessionStatus,
} from './session-store.ts';
export { identityOf, jwtClaims, loadSessionUser, startSession } from './startup.ts';
export { createUserManager, getUserManager, setUserManager } from './user-manager.ts';
