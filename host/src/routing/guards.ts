import { type GuardKey, pagePath } from '@cedar/shared/contract';
import { type AcpPermissions, type MenuKey, ROLE, canSeeSupportRequests } from '@cedar/shared/domain';

/** What the admin-area guards know about the signed-in user (profiles-shell-and-access §2.2). */
export interface GuardFacts {
  /** The resolved startup role (§4.1). */
  role: number | null;
  /** Permissions from the role held in the selected cohort. */
  permissions: AcpPermissions;
  /** An active non-learner membership in the selected cohort. */
  cohortAccess: boolean;
  /** Role 9 (Program Manager) in any active cohort: the portal-wide pages need it. */
  programManager?: boolean;
}

/** A guard either renders the route or redirects. */
export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

const RENDER: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** A guard of the route table: what it decides from the user's facts. */
export type Guard = (facts: GuardFacts) => GuardDecision;

const UNAUTHORIZED_PATH = pagePath('unauthorized');
const SUPPORT_REQUESTS_PATH = pagePath('supportRequests');
const ANNOUNCEMENT_HISTORY_PATH = pagePath('announcementHistory');
const HOME_PATH = pagePath('home');

/** The "supportRequests permission": the menu plus both support-request flags (§6.3). */
export function hasSupportRequestsPermission(permissions: AcpPermissions): boolean {
  return canSeeSupportRequests(permissions);
}

/** /acp (exact): support requests, else role 11's announcement history, else unauthorized. */
export function acpIndexGuard(facts: GuardFacts): GuardDecision {
  if (hasSupportRequestsPermission(facts.permissions)) return redirect(SUPPORT_REQUESTS_PATH);
  if (facts.role === ROLE.limitedAdmin) return redirect(ANNOUNCEMENT_HISTORY_PATH);
  return redirect(UNAUTHORIZED_PATH);
}

/** /acp/people/:roleId?: needs the supportRequests permission, then cohort access. */
export function peopleGuard(facts: GuardFacts): GuardDecision {
  if (!hasSupportRequestsPermission(facts.permissions)) return redirect(UNAUTHORIZED_PATH);
  if (!facts.cohortAccess) return redirect(HOME_PATH);
  return RENDER;
}

/**
 * /acp/listRequests/, its four sentences in the spec's order, each applying when the ones before
 * did not: permission plus cohort access shows the list; without cohort access, /; role 11,
 * announcement history; anyone else, unauthorized. So a user without cohort access goes to /
 * whatever their permission or role (docs/decisions/0003-startup-roles.md).
 */
export function supportRequestsGuard(facts: GuardFacts): GuardDecision {
  if (hasSupportRequestsPermission(facts.permissions) && facts.cohortAccess) return RENDER;
  if (!facts.cohortAccess) return redirect(HOME_PATH);
  if (facts.role === ROLE.limitedAdmin) return redirect(ANNOUNCEMENT_HISTORY_PATH);
  return redirect(UNAUTHORIZED_PATH);
}

/** /acp/videoLibrary (exact): needs cohort access, else /. */
export function videoLibraryGuard(facts: GuardFacts): GuardDecision {
  return facts.cohortAccess ? RENDER : redirect(HOME_PATH);
}

/** /acp/announcementHistory: needs the announcements permission, then cohort access. */
export function announcementHistoryGuard(facts: GuardFacts): GuardDecision {
  if (!facts.permissions.menuAccess.announcements) return redirect(UNAUTHORIZED_PATH);
  if (!facts.cohortAccess) return redirect(HOME_PATH);
  return RENDER;
}

/** /acp/remoteHealth: Program Managers only (the API answers 403 to anyone else), else unauthorized. */
export function remoteHealthGuard(facts: GuardFacts): GuardDecision {
  return facts.programManager ? RENDER : redirect(UNAUTHORIZED_PATH);
}

/**
 * A page of sections (cohort settings, admin settings) opens only with at least one of its
 * sections' menu keys, the rule by which the menu lists it: typing its address must not show a
 * page the menu does not offer (a facilitator would meet settings they cannot change, or admin
 * settings whose calls the API refuses). With a section allowed, the page's own guard decides.
 */
export function sectionsGuard(menus: readonly MenuKey[], then?: Guard): Guard {
  return (facts) => {
    if (!menus.some((menu) => facts.permissions.menuAccess[menu])) return redirect(UNAUTHORIZED_PATH);
    return then ? then(facts) : RENDER;
  };
}

/** The guards the remotes' page declarations name by key (@cedar/shared/contract). */
export const GUARDS: Record<GuardKey, Guard> = {
  people: peopleGuard,
  supportRequests: supportRequestsGuard,
  videoLibrary: videoLibraryGuard,
  announcementHistory: announcementHistoryGuard,
  remoteHealth: remoteHealthGuard,
};

/** A hash-anchored page with no hash is replaced by its default section (§2.1). */
export function defaultHashRedirect(pathname: string, hash: string, defaultHash: string): GuardDecision {
  if (hash && hash !== '#') return RENDER;
  const base = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return redirect(`${base}${defaultHash}`);
}

/** Which shell frames the portal (§2.4): the admin shell with admin access (a switched coach has it). */
export function shellFor(session: { hasAdminAccess: boolean }): 'admin' | 'learner' {
  return session.hasAdminAccess ? 'admin' : 'learner';
}
