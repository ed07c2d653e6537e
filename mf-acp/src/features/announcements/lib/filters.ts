import type { StaffAnnouncement } from '@cedar/shared/contract';

/** The history's left pane (§2.3), remembered under `announcementfilters` (§9). */
export interface AnnouncementFilters {
  sort: 'newest' | 'oldest';
  /** Announcements of the academy: everyone else's. */
  product: boolean;
  /** Announcements the signed-in user wrote. */
  myself: boolean;
  /** Calendar days (YYYY-MM-DD) in the display zone, or '' for none. */
  startDate: string;
  endDate: string;
}

/** The local storage key of the filters (§9). */
export const ANNOUNCEMENT_FILTERS_KEY = 'announcementfilters';

/** Newest first, both authors on, no dates (§9; Clear All returns here). */
export const DEFAULT_ANNOUNCEMENT_FILTERS: AnnouncementFilters = {
  sort: 'newest',
  product: true,
  myself: true,
  startDate: '',
  endDate: '',
};

/** The End Date is before the Start Date: '* Invalid Date Range', and the dates are not applied. */
export function isInvalidRange(filters: Pick<AnnouncementFilters, 'startDate' | 'endDate'>): boolean {
  return Boolean(filters.startDate && filters.endDate && filters.endDate < filters.startDate);
}

/** Did the signed-in user write it? */
export const isMine = (a: Pick<StaffAnnouncement, 'author_email'>, email: string | null) =>
  email !== null && a.author_email?.toLowerCase() === email.toLowerCase();

/** How many announcements each author filter holds (disabled at 0). */
export function authorCounts(list: readonly StaffAnnouncement[], email: string | null) {
  const mine = list.filter((a) => isMine(a, email)).length;
  return { product: list.length - mine, myself: mine };
}

/**
 * The announcements the filters keep, sorted by posting time. `dayOf` gives an announcement's
 * posting day (YYYY-MM-DD) in the display zone: a range keeps the days from start to end
 * inclusive.
 */
export function filterAnnouncements(
  list: readonly StaffAnnouncement[],
  filters: AnnouncementFilters,
  email: string | null,
  dayOf: (iso: string) => string,
): StaffAnnouncement[] {
  const ranged = !isInvalidRange(filters);
  const kept = list.filter((a) => {
    const mine = isMine(a, email);
    if (mine ? !filters.myself : !filters.product) return false;
    if (!ranged) return true;
    const day = dayOf(a.post_schedule);
    if (filters.startDate && day < filters.startDate) return false;
    return !(filters.endDate && day > filters.endDate);
  });
  const direction = filters.sort === 'newest' ? -1 : 1;
  return kept.sort(
    (a, b) => direction * (Date.parse(a.post_schedule) - Date.parse(b.post_schedule)) || direction * (a.id - b.id),
  );
}

/** Reads stored filters, keeping only well-formed fields over the defaults. */
export function parseStoredFilters(raw: string | null): AnnouncementFilters {
  try {
    const stored = JSON.parse(raw ?? '{}') as Partial<Record<keyof AnnouncementFilters, unknown>>;
    const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
    return {
      sort: stored.sort === 'oldest' ? 'oldest' : 'newest',
      product: typeof stored.product === 'boolean' ? stored.product : true,
      myself: typeof stored.myself === 'boolean' ? stored.myself : true,
      startDate: day(stored.startDate),
      endDate: day(stored.endDate),
    };
  } catch {
    return DEFAULT_ANNOUNCEMENT_FILTERS;
  }
}
