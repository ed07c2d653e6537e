import { useCallback, useState } from 'react';
import {
  ANNOUNCEMENT_FILTERS_KEY,
  type AnnouncementFilters,
  DEFAULT_ANNOUNCEMENT_FILTERS,
  parseStoredFilters,
} from '../lib/filters';

/** The history's filters, remembered in local storage under `announcementfilters` (§9). */
export function useAnnouncementFilters() {
  const [filters, setFilters] = useState<AnnouncementFilters>(() =>
    parseStoredFilters(localStorage.getItem(ANNOUNCEMENT_FILTERS_KEY)),
  );
  const change = useCallback((next: AnnouncementFilters) => {
    setFilters(next);
    localStorage.setItem(ANNOUNCEMENT_FILTERS_KEY, JSON.stringify(next));
  }, []);
  const clear = useCallback(() => change(DEFAULT_ANNOUNCEMENT_FILTERS), [change]);
  return { filters, change, clear };
}
