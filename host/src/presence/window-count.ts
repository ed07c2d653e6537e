import { STORAGE_KEYS } from '@cedar/shared/domain';

/**
 * The number of open portal windows, shared through local storage (§4.7). A value that is
 * missing or unreadable counts as zero, so a crashed browser's stale count heals on the next open.
 */
export function readWindowCount(storage: Storage): number {
  const value = Number.parseInt(storage.getItem(STORAGE_KEYS.windowCount) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Counts this window in; returns the new count. */
export function windowOpened(storage: Storage): number {
  const count = readWindowCount(storage) + 1;
  storage.setItem(STORAGE_KEYS.windowCount, String(count));
  return count;
}

/** Counts this window out; returns the count left, 0 when it was the last open window. */
export function windowClosed(storage: Storage): number {
  const count = Math.max(0, readWindowCount(storage) - 1);
  storage.setItem(STORAGE_KEYS.windowCount, String(count));
  return count;
}
