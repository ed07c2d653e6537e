/** The vertical edges of a box on screen. */
export interface Edges {
  top: number;
  bottom: number;
}

/**
 * How far to scroll a list so a row shows whole (0 when it already does). Only the list scrolls: the
 * browser's scrollIntoView would also move the page under a learner reading the description.
 */
export function scrollToShow(list: Edges, row: Edges): number {
  if (row.top < list.top) return row.top - list.top;
  if (row.bottom > list.bottom) return Math.min(row.bottom - list.bottom, row.top - list.top);
  return 0;
}

/** Keys that scroll the list the focus is in: the learner takes over from auto-scroll. */
export const SCROLL_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
