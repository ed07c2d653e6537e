import { type SessionState, sessionStore } from '@cedar/shared/auth';
import { type DeclaredPage, type ExposedRef, declaredPages, firstLoginPage, pageOf } from '@cedar/shared/contract';
import { startRemoteComponent } from '@cedar/shared/federation';

/** What the first page depends on: where the browser is and who signed in. */
export interface FirstPageFacts {
  pathname: string;
  hasAdminAccess: boolean;
  firstLogin: boolean;
}

/**
 * The remote page the portal will show first, as the route table would choose it: the
 * onboarding wizard on first login, else the page declared for the path in the user's shell.
 * Null for a path no page serves (the catch-all redirects).
 */
export function firstPageAt({ pathname, hasAdminAccess, firstLogin }: FirstPageFacts): DeclaredPage | null {
  if (firstLogin) return firstLoginPage();
  const page = pageOf(pathname);
  if (!page) return null;
  const shell = hasAdminAccess ? 'admin' : 'learner';
  return (
    declaredPages().find(
      ({ declaration }) => declaration.routes.includes(page) && (!declaration.shell || declaration.shell === shell),
    ) ?? null
  );
}

/**
 * Once the user is known, starts loading the remote page the portal will show first, while the
 * signed-in portal's own chunk is still arriving: the page's remote used to be asked for only
 * when that chunk had rendered its routes, about 300 ms later on this machine. The route's load
 * takes this one over (startRemoteComponent), so nothing loads twice. A page its guard refuses
 * is loaded for nothing; the unauthorised screen shows as before. The widgets the page declares
 * it always shows start with it.
 */
export function startFirstPageWhenReady(pathname: () => string = () => window.location.pathname): void {
  const start = (state: SessionState) => {
    if (state.status !== 'ready' || !state.user) return false;
    const first = firstPageAt({
      pathname: pathname(),
      hasAdminAccess: state.hasAdminAccess,
      firstLogin: state.user.first_login === true,
    });
    if (first) {
      startRemoteComponent(first);
      // Checked against the widgets each remote declares (remotes.test.ts).
      for (const widget of first.declaration.embeds ?? []) startRemoteComponent(widget as ExposedRef);
    }
    return true;
  };
  if (start(sessionStore.getState())) return;
  const unsubscribe = sessionStore.subscribe((state) => {
    if (start(state)) unsubscribe();
  });
}
