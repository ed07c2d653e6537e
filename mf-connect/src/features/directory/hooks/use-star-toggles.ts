import { useCallback, useEffect, useRef, useState } from 'react';
import { saveStarChanges, type StarChanges } from '../api/save-favorites';

/** The favourite save goes out this long after the last star click (§4.5, §9). */
export const FAVORITE_SAVE_DELAY_MS = 3000;

type Pending = Map<string, boolean>;

function changesOf(pending: Pending): StarChanges {
  const entries = [...pending.entries()];
  return {
    add: entries.filter(([, on]) => on).map(([e]) => e),
    remove: entries.filter(([, on]) => !on).map(([e]) => e),
  };
}

/** Props of useStarToggles. */
export interface StarTogglesOptions {
  /** Called when a save failed and its stars were put back. */
  onSaveFailed(): void;
  /** Called after a save was stored, to refresh the list's stored state. */
  onSaved?(): void;
  delayMs?: number;
}

/**
 * The directory's stars (§4.5): a click shows at once; the changes go out in one request
 * `delayMs` after the last click, or at once when the page is hidden (keepalive), so a burst
 * of clicks is one save and leaving the page loses nothing. A failed save puts the stars back.
 */
export function useStarToggles({ onSaveFailed, onSaved, delayMs = FAVORITE_SAVE_DELAY_MS }: StarTogglesOptions) {
  // Stars changed since the stored state, shown over it: e-mail -> starred.
  const [shown, setShown] = useState<Pending>(() => new Map());
  const unsent = useRef<Pending>(new Map());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onSaveFailed, onSaved });
  callbacks.current = { onSaveFailed, onSaved };

  const flush = useCallback((keepalive = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const batch = unsent.current;
    if (batch.size === 0) return;
    unsent.current = new Map();
    saveStarChanges(changesOf(batch), keepalive).then(
      () => {
        if (keepalive) return;
        callbacks.current.onSaved?.();
      },
      () => {
        if (keepalive) return;
        // Put back what this save carried, unless clicked again since.
        setShown((current) => {
          const next = new Map(current);
          for (const email of batch.keys()) if (!unsent.current.has(email)) next.delete(email);
          return next;
        });
        callbacks.current.onSaveFailed();
      },
    );
  }, []);

  const toggle = useCallback(
    (email: string, starredNow: boolean) => {
      const next = !starredNow;
      setShown((current) => new Map(current).set(email, next));
      unsent.current.set(email, next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page within the delay still saves.
      flush(true);
    };
  }, [flush]);

  /** The star as shown: the latest click, else the stored state. */
  const isStarred = useCallback(
    (member: { email: string; is_favorite: boolean }) => shown.get(member.email) ?? member.is_favorite,
    [shown],
  );

  /** Forget shown changes the stored state now agrees with (after a refresh). */
  const settle = useCallback((stored: readonly { email: string; is_favorite: boolean }[]) => {
    setShown((current) => {
      if (current.size === 0) return current;
      const next = new Map(current);
      for (const m of stored)
        if (next.get(m.email) === m.is_favorite && !unsent.current.has(m.email)) next.delete(m.email);
      return next.size === current.size ? current : next;
    });
  }, []);

  return { isStarred, toggle, settle };
}
