import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../domain/index.ts';

/** True while the CSS media query matches; false where matchMedia is missing (tests, server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Media query of screens below the sm breakpoint (600 px), the spec's mobile size. */
export const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

/** True on small screens (below the sm breakpoint). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
