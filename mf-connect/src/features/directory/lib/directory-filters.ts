import type { DirectoryMember } from '@cedar/shared/contract';

/** The directory's toggles (§4.5): they combine, and a search result turns them off. */
export interface DirectoryFilters {
  onlineNow: boolean;
  starred: boolean;
  /** Only members whose focus time overlaps the viewer's, most overlap first (ADR 0021). */
  freeWhenIAm?: boolean;
}

export const NO_FILTERS: DirectoryFilters = { onlineNow: false, starred: false, freeWhenIAm: false };

/**
 * The members the toggles leave, in the order given (by shared focus hours, most first, with
 * 'Free when I am'); `isStarred` is the star as shown now, `overlapHours` the shared hours.
 */
export function applyFilters(
  members: readonly DirectoryMember[],
  filters: DirectoryFilters,
  isStarred: (member: DirectoryMember) => boolean,
  overlapHours: (member: DirectoryMember) => number = () => 0,
): DirectoryMember[] {
  const kept = members.filter(
    (m) =>
      (!filters.onlineNow || m.is_online) &&
      (!filters.starred || isStarred(m)) &&
      (!filters.freeWhenIAm || overlapHours(m) > 0),
  );
  return filters.freeWhenIAm ? kept.sort((a, b) => overlapHours(b) - overlapHours(a)) : kept;
}
