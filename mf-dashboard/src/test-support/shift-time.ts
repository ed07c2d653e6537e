/** Moves every ISO timestamp in `value` by `offsetMs`: fixtures made around a fixed moment, shown around now. */
export function shiftTimes<T>(value: T, offsetMs: number): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(item)
      ? new Date(Date.parse(item) + offsetMs).toISOString()
      : item,
  ) as T;
}
