import { useCallback, useState } from 'react';
import { DEFAULT_SUPPORT_FILTERS, type SupportRequestFilters } from '@cedar/shared/domain';
import { useDebouncedValue } from '@cedar/shared/ui';
import {
  readFilters,
  readHistory,
  readTerms,
  store,
  SUPPORT_STORAGE_KEYS,
  withHistoryEntry,
} from '../lib/stored-filters';

/** §9: search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The left pane's state, remembered under the spec's local-storage keys. */
export function useSupportFilters() {
  const [filters, setFiltersState] = useState<SupportRequestFilters>(readFilters);
  const [tags, setTagsState] = useState<string[]>(readTerms);
  const [history, setHistoryState] = useState<string[]>(readHistory);
  const [input, setInput] = useState('');
  const liveTerm = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  const setFilters = useCallback((next: SupportRequestFilters) => {
    setFiltersState(next);
    store(SUPPORT_STORAGE_KEYS.filters, next);
  }, []);
  const setTags = (next: string[]) => {
    setTagsState(next);
    store(SUPPORT_STORAGE_KEYS.terms, next);
  };
  const setHistory = (next: string[]) => {
    setHistoryState(next);
    store(SUPPORT_STORAGE_KEYS.history, next);
  };
  const addTag = (term: string) => {
    if (!tags.includes(term)) setTags([...tags, term]);
    setHistory(withHistoryEntry(history, term));
    setInput('');
  };
  return {
    filters,
    setFilters,
    tags,
    history,
    input,
    setInput,
    /** Every tag, and what is being typed once it settles. */
    searchTags: liveTerm ? [...tags, liveTerm] : tags,
    addTag,
    removeTag: (term: string) => setTags(tags.filter((t) => t !== term)),
    clearHistory: () => setHistory([]),
    clearAll: () => {
      setTags([]);
      setInput('');
      setFilters(DEFAULT_SUPPORT_FILTERS);
    },
  };
}
