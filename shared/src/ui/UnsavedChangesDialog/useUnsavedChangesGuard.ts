import { useContext, useEffect, useId, useRef } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  type BlockerFunction,
} from 'react-router-dom';
import {
  DEFAULT_UNSAVED_CHANGES_TEXTS,
  dirtyGuards,
  requestNavigationConfirmation,
  type NavigationRequestTexts,
} from '@cedar/shared/ui/core';

type RouterKind = 'data' | 'plain' | 'none';

/**
 * While `isDirty`, asks before leaving: an in-app navigation to another path shows the
 * UnsavedChangesDialog with `texts`; closing or reloading the tab triggers beforeunload.
 */
export function useUnsavedChangesGuard(isDirty: boolean, texts: Partial<NavigationRequestTexts> = {}): void {
  const header = texts.header ?? DEFAULT_UNSAVED_CHANGES_TEXTS.header;
  const message = texts.message ?? DEFAULT_UNSAVED_CHANGES_TEXTS.message;
  useDirtyRegistration(isDirty, header, message);
  const inRouter = useInRouterContext();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // The kind of router cannot change while a page is mounted, so the branch below keeps
  // the hook order stable.
  const kind = useRef<RouterKind>(inDataRouter ? 'data' : inRouter ? 'plain' : 'none').current;
  /* eslint-disable react-hooks/rules-of-hooks */
  if (kind === 'data') useDataRouterBlock(isDirty, header, message);
  else if (kind === 'plain') usePlainRouterBlock(isDirty, header, message);
  /* eslint-enable react-hooks/rules-of-hooks */
}

function useDirtyRegistration(isDirty: boolean, header: string, message: string) {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    dirtyGuards.setState((s) => ({ guards: { ...s.guards, [id]: { header, message } } }));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      dirtyGuards.setState((s) => {
        const { [id]: _removed, ...guards } = s.guards;
        return { guards };
      });
    };
  }, [id, isDirty, header, message]);
}

/** A data router (createBrowserRouter): useBlocker also catches the back button. */
function useDataRouterBlock(isDirty: boolean, header: string, message: string) {
  // Hash-only moves (settings anchors) stay on the page, so they never ask.
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);
  const latest = useRef(blocker);
  const asking = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // One question per blocked navigation, however often the page re-renders meanwhile;
    // keyed by the blocked location because router updates are transitions, and an
    // unblocked state between two blocked ones may never render.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void requestNavigationConfirmation({ header, message }).then((leave) => {
      asking.current = false;
      const current = latest.current;
      if (!mounted.current || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, blocker.location, header, message]);
}

type Navigate = (to: unknown, ...rest: unknown[]) => void;

/**
 * A plain <BrowserRouter> has no blocker API: while dirty, its navigator's push and replace
 * (used by <Link> and navigate()) ask first. The back button is not caught this way.
 */
function usePlainRouterBlock(isDirty: boolean, header: string, message: string) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isDirty) return;
    const target = navigator as unknown as { push: Navigate; replace: Navigate };
    const { push, replace } = target;
    const guard =
      (original: Navigate): Navigate =>
      (to, ...rest) => {
        if (nextPathname(to, pathname) === pathname) return original.call(target, to, ...rest);
        void requestNavigationConfirmation({ header, message }).then((leave) => {
          if (leave) original.call(target, to, ...rest);
        });
      };
    target.push = guard(push);
    target.replace = guard(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [navigator, pathname, isDirty, header, message]);
}

function nextPathname(to: unknown, current: string): string {
  if (typeof to === 'string') return new URL(to, `http://portal${current}`).pathname;
  const path = (to ?? {}) as { pathname?: string };
  return path.pathname || current;
}
