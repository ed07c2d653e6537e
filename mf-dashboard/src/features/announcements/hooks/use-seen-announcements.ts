import { useCallback, useEffect, useRef } from 'react';
import { postSeenAnnouncements } from '../api/seen-announcements';

/** How long the banner gathers shown announcements before one call records them all. */
export const SEEN_BATCH_MS = 1500;

/**
 * Announcements this page has already reported, per cohort (`cohort:id`): the carousel
 * shows each one again every rotation, but the server needs hearing of it once. A failed call
 * forgets its ids, so the next showing reports them again.
 */
const reported = new Set<string>();

/** Forgets what was reported (tests start from a fresh page). */
export function resetSeenAnnouncements() {
  reported.clear();
}

/**
 * Returns `shown(id)`, called when the banner shows an announcement. Ids gathered over
 * {@link SEEN_BATCH_MS} go in one POST /announcements/seen; a failure is silent (it counts
 * for the console's "seen by", not for the learner).
 */
export function useSeenAnnouncements(cohortId: number | null): (announcementId: number) => void {
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    const ids = [...pending.current];
    pending.current.clear();
    if (cohortId === null || ids.length === 0) return;
    postSeenAnnouncements(cohortId, ids).catch(() => {
      for (const id of ids) reported.delete(`${cohortId}:${id}`);
    });
  }, [cohortId]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current.clear();
    },
    [flush],
  );

  return useCallback(
    (announcementId: number) => {
      if (cohortId === null) return;
      const key = `${cohortId}:${announcementId}`;
      if (reported.has(key)) return;
      reported.add(key);
      pending.current.add(announcementId);
      timer.current ??= setTimeout(flush, SEEN_BATCH_MS);
    },
    [cohortId, flush],
  );
}
