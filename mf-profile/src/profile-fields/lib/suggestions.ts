import type { ListEntry } from '@cedar/shared/domain';

/** Entries whose title starts with (then contains) the text, case-insensitive, leaving out those already chosen. */
export function matchingEntries(
  list: readonly ListEntry[],
  text: string,
  chosen: readonly string[] = [],
  limit = 12,
): ListEntry[] {
  const query = text.trim().toLowerCase();
  const taken = new Set(chosen.map((c) => c.toLowerCase()));
  const open = list.filter((entry) => !taken.has(entry.title.toLowerCase()));
  if (!query) return open.slice(0, limit);
  const starts = open.filter((entry) => entry.title.toLowerCase().startsWith(query));
  const contains = open.filter(
    (entry) => !entry.title.toLowerCase().startsWith(query) && entry.title.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, limit);
}

/** Adds a title once (case-insensitive), trimmed; blanks are ignored. */
export function addTitle(chosen: readonly string[], title: string): string[] {
  const clean = title.trim();
  if (!clean || chosen.some((c) => c.toLowerCase() === clean.toLowerCase())) return [...chosen];
  return [...chosen, clean];
}
