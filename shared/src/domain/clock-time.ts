/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const clockFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The clock time in an IANA zone at `now` ('3:42 PM'), or null for a zone this runtime does not
 * know. Member lists show it for every member, on every render.
 */
export function clockTimeIn(zoneId: string, now: Date): string | null {
  let format = clockFormats.get(zoneId);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zoneId, hour: 'numeric', minute: '2-digit' });
    } catch {
      format = null;
    }
    clockFormats.set(zoneId, format);
  }
  return format ? format.format(now) : null;
}
