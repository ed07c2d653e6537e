import { displayTimeZone } from '@cedar/shared/domain';
import { useSession } from './session-store.ts';

/** The browser's own IANA zone, or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The zone the signed-in user's dates show in: `displayTimeZone` of their profile zone and the browser's. */
export function useDisplayTimeZone(): string {
  return displayTimeZone(
    useSession((s) => s.user?.user_timezone?.time_zone_id),
    browserTimeZone(),
  );
}
