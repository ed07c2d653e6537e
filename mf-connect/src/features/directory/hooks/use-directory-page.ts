import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DirectoryMember, readDirectory } from '@cedar/shared/contract';
import { useSession } from '@cedar/shared/auth';
import { useToast } from '@cedar/shared/ui';
import { useDirectory } from '../api/get-directory';
import { saveSearch, useSearchHistory } from '../api/search-history';
import { applyFilters, type DirectoryFilters, NO_FILTERS } from '../lib/directory-filters';
import { focusOverlaps, type Overlap } from '../lib/focus-overlaps';
import { directoryMessages as t } from '../messages';
import { useStarToggles } from './use-star-toggles';

/** What the directory page shows (§4.5): loading, then the list, or the load error. */
export type DirectoryState =
  | { kind: 'loading'; search?: string | null }
  | { kind: 'error'; search?: string | null }
  | {
      kind: 'ready';
      cohortName: string;
      /** The search shown, null for the whole cohort. */
      search: string | null;
      /** The members the toggles leave, in directory (or search) order. */
      members: DirectoryMember[];
      /** Shared focus hours by e-mail; the 'Free when I am' toggle is offered when any. */
      overlaps: Map<string, Overlap>;
    };

/** The directory page's data and actions. */
export function useDirectoryPage(cohortId: number | null) {
  const toast = useToast();
  const [search, setSearch] = useState<string | null>(null);
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const directory = useDirectory(cohortId, search);
  const history = useSearchHistory();
  const { mutate } = directory;
  const stars = useStarToggles({
    onSaveFailed: () => toast.error(t.saveFailed),
    onSaved: () => void mutate(),
  });
  const { settle, isStarred } = stars;
  const message = directory.data?.message;
  // The answer is compact rows (places and zones sent once); the page reads cards.
  const members = useMemo(() => (message ? readDirectory(message) : undefined), [message]);
  const user = useSession((s) => s.user);
  const overlaps = useMemo(
    () =>
      focusOverlaps(
        members ?? [],
        {
          email: user?.email ?? '',
          timeZone: user?.user_timezone?.time_zone_id ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
          focus: user?.user_focus_time,
        },
        new Date(),
      ),
    [members, user],
  );
  useEffect(() => {
    if (members) settle(members);
  }, [members, settle]);

  const runSearch = useCallback(
    (text: string) => {
      const term = text.trim();
      if (!term) return setSearch(null);
      setSearch(term);
      // A search result turns both toggles off (§4.5).
      setFilters(NO_FILTERS);
      saveSearch(term).then(
        (latest) => void history.mutate(latest, { revalidate: false }),
        () => undefined,
      );
    },
    [history],
  );

  const state = useMemo<DirectoryState>(() => {
    // A failed poll keeps the cards on screen (SWR keeps the last answer and retries): the
    // error state is for a list or search result that never arrived.
    if (cohortId === null || (directory.error && !message)) return { kind: 'error', search };
    if (!message || !members) return { kind: 'loading', search };
    return {
      kind: 'ready',
      cohortName: message.cohort_name,
      search: message.search,
      members: applyFilters(members, filters, isStarred, (m) => overlaps.get(m.email)?.hours ?? 0),
      overlaps,
    };
  }, [cohortId, directory.error, message, members, search, filters, isStarred, overlaps]);

  return {
    state,
    filters,
    setFilters,
    history: (history.data?.message.searches ?? []).map((s) => s.search_value),
    runSearch,
    clearSearch: () => setSearch(null),
    isStarred,
    toggleStar: (member: DirectoryMember) => stars.toggle(member.email, isStarred(member)),
    retry: () => void directory.mutate(),
    retrying: directory.isValidating,
  };
}
