import { HEARTBEAT_INTERVAL_MS } from '@cedar/shared/domain';
import { useEffect } from 'react';
import { sendHeartbeat, sendOfflineBeacon } from './presence-api';
import { windowClosed, windowOpened } from './window-count';

// Presence is best effort: a failed call must never disturb the page.
const quietly = (call: () => Promise<unknown>) => void call().catch(() => undefined);

/**
 * Presence of the signed-in user (§4.7 and DECISIONS.md): online on load when the browser is
 * online, a heartbeat every 60 s, offline with the last-seen time when the browser goes
 * offline, and an offline beacon when the last open portal window closes.
 */
export function usePresence(email: string | null): void {
  useEffect(() => {
    if (!email) return undefined;
    const goOnline = () => quietly(sendHeartbeat);
    const goOffline = () => quietly(() => sendOfflineBeacon(email, new Date()));

    windowOpened(window.localStorage);
    if (navigator.onLine) goOnline();
    const heartbeat = window.setInterval(() => {
      if (navigator.onLine) goOnline();
    }, HEARTBEAT_INTERVAL_MS);

    let counted = true;
    const onPageHide = () => {
      if (!counted) return;
      counted = false;
      if (windowClosed(window.localStorage) === 0) goOffline();
    };
    // A page restored from the back-forward cache is an open window again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || counted) return;
      counted = true;
      windowOpened(window.localStorage);
      goOnline();
    };

    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.clearInterval(heartbeat);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      onPageHide();
    };
  }, [email]);
}
