import { type ComponentType, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import {
  type BoundRemote,
  type ModuleBinding,
  type PageDeclaration,
  type StaticPageName,
  pagePath,
  pagePattern,
} from '@cedar/shared/contract';

/** A page a remote serves in standalone dev mode. */
export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

/** What a remote's standalone dev page shows, all derived from its declaration. */
export interface StandalonePages {
  routes: StandaloneRoute[];
  /** Shown instead of the routes while the user is on first login, as in the portal. */
  FirstLogin: ComponentType | null;
}

function redirectTo(path: string): ComponentType {
  return function Redirect() {
    return <Navigate to={path} replace />;
  };
}

/**
 * The routes of a remote's standalone dev page, from its `src/remote.ts`: each page at the
 * contract's patterns of the pages it serves, its former addresses redirecting to it. The
 * portal's guards and shells are the host's, so they are not here.
 */
export function standalonePages(remote: BoundRemote): StandalonePages {
  const pages = remote.declaration.pages as Readonly<Record<string, PageDeclaration>>;
  const modules = remote.modules as Readonly<Record<string, ModuleBinding<never>>>;
  const routes: StandaloneRoute[] = [];
  let FirstLogin: ComponentType | null = null;
  for (const [name, declaration] of Object.entries(pages)) {
    const binding = modules[name];
    if (!binding) continue;
    const Component = lazy(binding.load as () => Promise<{ default: ComponentType }>);
    if (declaration.onFirstLogin) FirstLogin = Component;
    for (const page of declaration.routes) routes.push({ path: pagePattern(page), Component });
    // A page with former addresses is reached without parameters (cohort settings).
    const target = declaration.routes[0] as StaticPageName | undefined;
    for (const from of target ? (declaration.redirectsFrom ?? []) : []) {
      routes.push({ path: pagePattern(from), Component: redirectTo(pagePath(target!)) });
    }
  }
  return { routes, FirstLogin };
}
