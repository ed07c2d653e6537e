import { useSession } from '@cedar/shared/auth';
import { isKnownTimeZone } from '@cedar/shared/domain';
import { moment } from './moment';

/** The zone dates show in (DECISIONS.md): the profile's, else the browser's, else UTC. */
export function displayTimeZone(profileZone: string | null | undefined): string {
  return profileZone && isKnownTimeZone(profileZone) ? profileZone : moment.tz.guess() || 'UTC';
}

/** The signed-in user's display zone. */
export function useTimeZone(): string {
  return displayTimeZone(useSession((s) => s.user?.user_timezone?.time_zone_id));
}
