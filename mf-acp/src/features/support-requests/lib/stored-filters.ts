import { DEFAULT_SUPPORT_FILTERS, type SupportRequestFilters } from '@cedar/shared/domain';

/** §9 local storage keys of the left pane. */
export const SUPPORT_STORAGE_KEYS = {
  filters: 'supportrequestfilters',
  terms: 'supportRequestSearchTerms',
  history: 'supportRequestSearchHistory',
} as const;

/** §9: the search history keeps 10 entries. */
export const SEARCH_HISTORY_SIZE = 10;

function read<T>(key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return valid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isStrings = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

export function readFilters(): SupportRequestFilters {
  const stored = read<Partial<SupportRequestFilters>>(
    SUPPORT_STORAGE_KEYS.filters,
    {},
    (v) => typeof v === 'object' && v !== null,
  );
  return { ...DEFAULT_SUPPORT_FILTERS, ...stored, types: Array.isArray(stored.types) ? stored.types : [] };
}
export const readTerms = (): string[] => read(SUPPORT_STORAGE_KEYS.terms, [], isStrings);
export const readHistory = (): string[] => read(SUPPORT_STORAGE_KEYS.history, [], isStrings);

export function store(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** A new search first, without repeats, at most 10. */
export function withHistoryEntry(history: readonly string[], term: string): string[] {
  return [term, ...history.filter((h) => h !== term)].slice(0, SEARCH_HISTORY_SIZE);
}
