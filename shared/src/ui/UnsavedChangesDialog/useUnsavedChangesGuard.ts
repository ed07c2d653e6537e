import { useContext, useEffect, useId, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import {
  DEFAULT_UNSAVED_CHANGES_TEXTS,
  dirtyGuards,
  requestNavigationConfirmation,
  type NavigationRequestTexts,
} from './navigation-requests.ts';

/**
 * While `isDirty`, asks before leaving: in-app navigation (react-router data router) shows
 * the UnsavedChangesDialog with `texts`; closing or reloading the tab triggers beforeunload.
 */
export function useUnsavedChangesGuard(isDirty: boolean, texts: Partial<NavigationRequestTexts> = {}): void {
  const header = texts.header ?? DEFAULT_UNSAVED_CHANGES_TEXTS.header;
  const message = texts.message ?? DEFAULT_UNSAVED_CHANGES_TEXTS.message;
  useDirtyRegistration(isDirty, header, message);
  // The kind of router cannot change while a page is mounted, so this branch keeps the
  // hook order stable; outside a data router (tests, stories, plain routers) confirmLeave() serves.
  const inDataRouter = useRef(useContext(UNSAFE_DataRouterContext) !== null).current;
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (inDataRouter) useRouterBlock(isDirty, header, message);
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

function useRouterBlock(isDirty: boolean, header: string, message: string) {
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
    // One question per blocked navigation, however often the page re-renders meanwhile.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void requestNavigationConfirmation({ header, message }).then((leave) => {
      asking.current = false;
      const current = latest.current;
      if (!mounted.current || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, header, message]);
}
