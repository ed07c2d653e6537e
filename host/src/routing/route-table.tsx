import { type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import {
  type DeclaredPage,
  type PageName,
  type PageRef,
  type RemoteName,
  type ShellKind,
  type StaticPageName,
  declaredPages,
  pagePath,
  pagePattern,
} from '@cedar/shared/contract';
import { Guarded } from './Guarded';
import { HashDefault } from './HashDefault';
import { remoteRoute } from './RemoteSlot';
import { GUARDS, type Guard, acpIndexGuard, sectionsGuard } from './guards';

export type { ShellKind };

const SHELLS: readonly ShellKind[] = ['learner', 'admin'];

/** One row of the route table (profiles-shell-and-access §2.1, admin-console §2.2). */
export interface PortalRoute {
  /** The page of the pages contract the row serves. */
  page: PageName;
  /** Its route pattern, from the pages contract. */
  path: string;
  /** The remote page that serves it in each shell (home differs by shell). */
  serves: Partial<Record<ShellKind, PageRef>>;
  guard?: Guard;
  /** Replace the route by this path. */
  redirectTo?: string;
  /** With no hash, replace by this section. */
  defaultHash?: string;
}

/** Remotes each shell uses: the ones prefetched when the browser is idle. */
export const SHELL_REMOTES: Record<ShellKind, RemoteName[]> = {
  learner: ['dashboard', 'media', 'connect', 'profile'],
  admin: ['acp', 'media', 'profile', 'connect'],
};

/**
 * The route table, built from the remotes' declarations (@cedar/shared/contract): each page a
 * remote declares at the patterns of the pages it serves, with its guard, its first section as
 * the default hash and its former addresses as redirects. The host adds only /acp, which just
 * redirects by role; /unauthorized and the catch-all are PortalRoutes'. A page served twice in
 * one shell is a mistake in the declarations, and fails here.
 */
export function buildRoutes(pages: readonly DeclaredPage[] = declaredPages()): PortalRoute[] {
  const routes = new Map<PageName, PortalRoute>();
  const routeOf = (page: PageName): PortalRoute => {
    const route = routes.get(page) ?? { page, path: pagePattern(page), serves: {} };
    routes.set(page, route);
    return route;
  };
  for (const { declaration, remote, exposed } of pages) {
    for (const page of declaration.routes) {
      const route = routeOf(page);
      for (const shell of declaration.shell ? [declaration.shell] : SHELLS) {
        const other = route.serves[shell];
        if (other) throw new Error(`${remote}/${exposed} and ${other.remote}/${other.exposed} both serve ${page}`);
        route.serves[shell] = { remote, exposed } as PageRef;
      }
      if (declaration.guard) route.guard = GUARDS[declaration.guard];
      if (declaration.sections?.[0]) {
        route.defaultHash = declaration.sections[0].anchor;
        route.guard = sectionsGuard(
          declaration.sections.map((section) => section.menu),
          route.guard,
        );
      }
    }
    // A page with former addresses is reached without parameters (cohort settings).
    const target = declaration.routes[0] as StaticPageName | undefined;
    for (const from of target ? (declaration.redirectsFrom ?? []) : []) routeOf(from).redirectTo = pagePath(target!);
  }
  routeOf('acp').guard = acpIndexGuard;
  return [...routes.values()];
}

/**
 * The route table. Every path matches exactly (a trailing slash aside): §2.1 sends any other
 * path, an unknown sub-path of a real page included, to /.
 */
export const ROUTES: PortalRoute[] = buildRoutes();

/** The element of one route in a shell (unauthorized and the catch-all are added by PortalRoutes). */
export function routeElement(route: PortalRoute, shell: ShellKind): ReactElement {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  const target = route.serves[shell];
  let element: ReactElement = target ? remoteRoute(target) : <></>;
  if (route.defaultHash) element = <HashDefault hash={route.defaultHash}>{element}</HashDefault>;
  if (route.guard) element = <Guarded guard={route.guard}>{element}</Guarded>;
  return element;
}
