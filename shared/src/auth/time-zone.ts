import { displayTimeZone } from '@cedar/shared/domain';
import { useSession } from './session-store.ts';

let browserZone: string | null | undefined;

/**
 * The browser's own IANA zone, or null when it cannot tell. Read once per page: every component
 * that shows a date asks on each render, and each reading makes an Intl.DateTimeFormat.
 */
export function browserTimeZone(): string | null {
  if (browserZone !== undefined) return browserZone;
  try {
    browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    browserZone = null;
  }
  return browserZone;
}

/** The zone the signed-in user's dates show in: `displayTimeZone` of their profile zone and the browser's. */
export function useDisplayTimeZone(): string {
  return displayTimeZone(
    useSession((s) => s.user?.user_timezone?.time_zone_id),
    browserTimeZone(),
  );
}
