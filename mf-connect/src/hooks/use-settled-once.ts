import { useEffect, useRef } from 'react';

/**
 * Calls `onSettled` once, the first time `settled` is true: the page around a widget learns
 * that its data has loaded (or failed), e.g. to open the profile-completion modal only then.
 */
export function useSettledOnce(settled: boolean, onSettled: (() => void) | undefined): void {
  const called = useRef(false);
  useEffect(() => {
    if (!settled || called.current || !onSettled) return;
    called.current = true;
    onSettled();
  }, [settled, onSettled]);
}
